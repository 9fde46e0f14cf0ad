# Documents fk-01 .. fk-20: loggers, sensor modules, gateways.
# All names, numbers, people and companies are invented.

DOCS = []


def D(doc_id, title, text):
    DOCS.append({"id": doc_id, "title": title, "text": text})


D("fk-01", "Skarv SL-300 Quick-Start Guide", """
This guide takes a new Skarv SL-300 field logger (part number HI-SL300-B) from the box to its first upload in Halvorsen Cloud. Allow about 20 minutes.
What you need
- A Windows or macOS computer with Halvorsen Field Studio 5.1 or later
- The supplied USB-C data cable
- Two D-size lithium cells or the HBP-2 battery pack
- At least one HSM sensor module and, for radio uploads, a Brua GW-5 or GW-7 gateway within range
Steps
1. Check the label inside the lid. The part number must read HI-SL300-B; units marked HI-SL310-B are the cellular SL-310 and have their own guide.
2. Insert the cells or the HBP-2 pack. The status LED flashes green three times.
3. Connect the logger to your computer with the USB-C cable and open Field Studio. The logger appears under Devices within a few seconds.
4. Plug sensor modules into SensorBus ports S1 to S4 and click Detect Modules.
5. Under Radio, choose the band that matches your gateway (EU868 or US915).
6. To pair with a gateway, put the gateway in pairing mode from its web UI, then hold the logger's PAIR button for 3 seconds until the LED blinks blue.
7. Click Write Settings, disconnect the cable and close the lid.
8. Sign in to Halvorsen Cloud. The first upload arrives after one upload interval.
Before you pair
Units from the February and March 2023 production batches left the factory with logger firmware 3.3.1. Before pairing these units with a Brua GW-5, read KB-2150. You can check the installed firmware on the Field Studio Device page.
For every setting and its default value, see the SL-300 configuration reference.
""")

D("fk-02", "Skarv SL-300 Configuration Reference", """
This page lists the settings stored on a Skarv SL-300 logger (HI-SL300-B) running logger firmware 3.3.x. Settings are written from Field Studio (Device > Settings) or queued remotely through RCS. Settings marked * take effect only after the logger restarts.
| Parameter | Default | Description |
| sample_interval | 60 s | Time between measurements on every enabled channel. Range 1 s to 24 h. |
| upload_interval | 900 s | Time between uploads to the gateway. Range 60 s to 24 h; must be a multiple of sample_interval. |
| buffer_limit | 8192 records | Maximum number of unsent records kept in flash. The oldest records are dropped when the buffer is full. |
| clock_sync | gateway | Time source: gateway, gps or none. gps needs a GNSS-capable module. |
| radio_region* | EU868 | HaloLink radio band: EU868 or US915. |
| tx_power | 14 dBm | Radio transmit power. Reduce only for short links. |
| rcs_enabled | false | Allows RCS to change settings remotely. Requires firmware 3.3.0 or later; can only be switched on over USB. |
| soil_profile | mineral | Calibration profile for HSM-1045 probes: mineral, organic or sand. |
| sensorbus_settle_ms | 100 | Delay between powering a SensorBus port and reading it. |
| level_offset | 0.000 m | Reference depth for water level channels, set per channel. |
| low_batt_threshold | 3.3 V | Battery voltage at which the logger raises a low-battery alert. |
Notes
- Changing radio_region clears the pairing with the gateway. Pair the logger again afterwards.
- If upload_interval is shorter than the gateway's poll cycle, uploads are grouped and the effective interval is the poll cycle.
- Settings that your firmware does not support are greyed out in Field Studio.
- The Skarv SL-310 has extra modem settings and several different defaults; it has its own reference page.
""")

D("fk-03", "Skarv SL-310 Configuration Reference", """
Settings stored on a Skarv SL-310 cellular logger (HI-SL310-B) running logger firmware 3.3.x. The SL-310 shares most settings with the SL-300 but adds an LTE-M/NB-IoT modem, so several defaults are tuned to save mobile data. Write settings from Field Studio (Device > Settings) or remotely with RCS. Settings marked * take effect after a restart.
| Parameter | Default | Description |
| sample_interval | 60 s | Time between measurements on enabled channels. Range 1 s to 24 h. |
| upload_interval | 1800 s | Time between uploads. Cellular uploads use mobile data, so the default is longer than on the SL-300. |
| buffer_limit | 16384 records | Unsent records kept in flash. |
| clock_sync | network | Time source: network (cellular), gateway, gps or none. |
| radio_region* | EU868 | HaloLink band used when a gateway is in range. |
| uplink_mode | cellular | cellular, gateway or cellular-fallback. |
| modem_apn | hi.iot | Access point name. Change only when you use your own SIM card. |
| modem_rat* | lte-m | Radio access technology: lte-m or nb-iot. |
| rcs_enabled | false | Allows RCS to change settings remotely. Requires firmware 3.3.0 or later. |
| soil_profile | mineral | Calibration profile for HSM-1045 probes. |
| low_batt_threshold | 3.4 V | Low-battery alert level, higher than on the SL-300 because of modem current peaks. |
Notes
- With uplink_mode set to cellular-fallback, the logger uploads through a Brua gateway and uses the modem only when the gateway has not acknowledged three uploads in a row.
- The modem is powered only during uploads. Setting upload_interval below 600 s noticeably shortens battery life.
- The bundled SIM works in the countries listed on the SIM coverage page; roaming charges are included in the data plan.
""")

D("fk-04", "Varde VL-900 Multi-Channel Logger Datasheet", """
The Varde VL-900 is Halvorsen's high-channel-count logger for pumping stations, dams, bridges and research plots where many sensors share one enclosure. It runs the dedicated VX firmware and communicates over the HaloLink 2 radio protocol or wired Ethernet.
| Specification | Value |
| Part number | HI-VL900-A |
| Analogue inputs | 32 differential channels: 16 on the main board and 16 on the VX-EXP16 expansion board (channels 17 to 32) |
| ADC | 24-bit sigma-delta, programmable gain 1 to 128 |
| Sampling | Down to 1 s continuous; up to 100 Hz per channel inside burst windows |
| Digital inputs | 4 SensorBus ports, 2 RS-485 ports (Modbus RTU), 4 pulse counters |
| Radio | HaloLink 2, EU868 or US915 variant |
| Wired | 10/100 Ethernet, USB-C service port |
| Storage | 4 GB flash, about 20 million records |
| Supply | 10.5 to 30 V DC; solar regulator input for 12 V systems |
| Current draw | 18 mA idle, 140 mA during burst windows |
| Firmware | VX 5.x |
| Operating temperature | -40 to +70 degC |
| Enclosure | Glass-fibre polyester, IP66, 400 x 300 x 160 mm |
Highlights
- Per-channel excitation for strain gauges and vibrating-wire sensors through optional interface cards.
- Event-driven burst windows triggered by thresholds or schedules.
- Dual configuration slots: test a new configuration and roll back automatically if the logger loses contact.
Ordering
Order the VX-EXP16 expansion board pre-fitted (HI-VL900-A-E16) or as a field upgrade kit. Power supply and antenna are not included.
""")

D("fk-05", "End-of-Life Notice: Tinde TL-120 Compact Logger", """
Notice HI-EOL-2023-02 - Issued 15 March 2023 - Jonas Brekke, Hardware Product Manager
Halvorsen Instruments is ending sales of the Tinde TL-120 compact logger (part number HI-TL120-A). The TL-120 has been in production since 2017, and several of its components are no longer available from our suppliers.
Key dates
| Milestone | Date |
| Last order date | 30 June 2023 |
| Last shipment | 29 September 2023 |
| Last repair under RMA | 30 June 2024 |
| End of firmware support (LTS 2.9.x) | 31 December 2024 |
Successor
The recommended replacement is the Tinde TL-140 (part number HI-TL140-A), available from September 2023. The TL-140 has four SensorBus ports instead of the two analogue terminals of the TL-120, a better sealed enclosure, and runs the current 3.x logger firmware.
What this means for you
- Installed TL-120 units keep working and keep uploading through their Brua GW-5 gateways.
- Fixes and security updates for the TL-120 are delivered on the LTS 2.9.x firmware line until the end-of-support date.
- Spare HBP-1 battery packs remain available until stock runs out.
- After the last repair date, faulty units can be exchanged for a TL-140 at a trade-in discount.
For a step-by-step move, see Migrating from TL-120 to TL-140. Contact your Halvorsen sales representative for volume pricing on replacements.
""")

D("fk-06", "Tinde TL-140 Quick-Start Guide", """
The Tinde TL-140 (part number HI-TL140-A) is a compact four-channel logger for single-point monitoring. Units leave the factory with logger firmware 3.3.2 or later.
What you need
- Halvorsen Field Studio 5.2 or later on Windows or macOS
- The supplied USB-C cable and HBP-4 battery pack
- Up to four HSM sensor modules
- A Brua gateway within radio range, or a plan to read the logger out over USB
Steps
1. Open the lid by loosening the two captive screws. Check that the label shows HI-TL140-A.
2. Connect the HBP-4 battery pack. The LED shows a single green flash.
3. Connect the USB-C cable and start Field Studio. The TL-140 appears under Devices.
4. Plug sensor modules into SensorBus ports S1 to S4 and click Detect Modules.
5. Set sample_interval and upload_interval on the Settings tab and click Write Settings.
6. Before pairing, confirm in the logger and gateway compatibility matrix that your gateway's firmware supports the TL-140. A gateway without support never lists the logger.
7. Put the gateway in pairing mode, then hold the TL-140's PAIR button for 5 seconds until the LED gives an amber double blink. Release the button; the LED stays amber while pairing and turns green when done.
8. Close the lid and tighten the screws evenly to keep the IP67 seal.
Good to know
- The TL-140 cannot read analogue sensors directly. If you are replacing a TL-120, see Migrating from TL-120 to TL-140.
- Pairing fails if the logger's radio_region differs from the gateway's band.
- The first upload can take up to two upload intervals while the logger synchronises its clock.
""")

D("fk-07", "Migrating from TL-120 to TL-140", """
This guide helps you replace Tinde TL-120 loggers with the Tinde TL-140 while keeping your data history and sensor installations. Plan about 30 minutes per site.
What stays the same
- Mounting: the TL-140 uses the same bracket and pole clamps as the TL-120.
- Data history: in Halvorsen Cloud, the Replace device action moves the site, channel names and alert rules from the old logger to the new one, so charts continue without a break.
- Battery life at a 15-minute upload interval is comparable.
What changes
| Item | TL-120 | TL-140 |
| Inputs | 2 analogue terminals (A1, A2) | 4 SensorBus ports (S1 to S4) |
| Firmware line | LTS 2.9.x | 3.x |
| Battery pack | HBP-1 | HBP-4 |
| Enclosure | IP65 | IP67 |
| RCS support | No | Yes |
Steps
1. Before the site visit, open the TL-120 project in Field Studio 5.2 or later and choose File > Convert legacy profile. Save the converted profile.
2. On site, read out the TL-120 over USB to collect any records that were not yet uploaded.
3. Move SensorBus modules across. For analogue sensors wired to A1 or A2, fit an HSM-AIN2 analogue input adapter and plug it into a SensorBus port.
4. Write the converted profile to the TL-140.
5. Pair the TL-140 with the gateway by following the TL-140 quick-start guide; the pairing sequence differs from the TL-120.
6. In Halvorsen Cloud, open the old device and choose Replace device.
Returning old units
TL-120 loggers can be returned for recycling free of charge. Request a return label from support and remove the battery pack before shipping.
""")

D("fk-08", "Logger and Gateway Compatibility Matrix", """
Last reviewed: 14 June 2024
The table shows which Halvorsen loggers can pair with each gateway and the minimum gateway firmware (GWOS) needed. A logger on an unsupported combination does not appear in the gateway's pairing list.
| Logger | Part number | Brua GW-5 | Brua GW-7 |
| Skarv SL-300 | HI-SL300-B | Yes, GWOS 2.4.0 or later | Yes, GWOS 3.0.0 or later |
| Skarv SL-310 | HI-SL310-B | Yes, GWOS 2.5.0 or later (radio uploads only) | Yes, GWOS 3.0.0 or later |
| Tinde TL-120 | HI-TL120-A | Yes, GWOS 2.0.0 or later | No |
| Tinde TL-140 | HI-TL140-A | Yes, GWOS 2.7.0 or later | Yes, GWOS 3.0.0 or later |
| Varde VL-900 | HI-VL900-A | No | Yes, GWOS 3.1.0 or later |
Notes
- The Brua GW-5 speaks only the original HaloLink radio protocol. The Varde VL-900 uses HaloLink 2 exclusively and therefore needs a Brua GW-7.
- SL-310 loggers with an active cellular plan upload directly and use a gateway only as a fallback, depending on their uplink_mode.
- Mixed fleets are supported: one GW-7 serves HaloLink and HaloLink 2 loggers at the same time.
- SL-300 loggers of hardware revision A (HI-SL300-A) follow the same rows as revision B.
- Which sensor modules a logger can read depends on the logger firmware, not on the gateway. See the firmware and sensor module compatibility matrix.
- Update the gateway before pairing new logger models. Gateways below the listed version reject the pairing request without an error message.
""")

D("fk-09", "Firmware and Sensor Module Compatibility Matrix", """
Last reviewed: 14 June 2024
HSM sensor modules are read by the logger, so support depends on the logger firmware release. This matrix applies to Skarv and Tinde loggers. Find the module's row and check that your logger runs at least the minimum firmware, and not a release after the last supported one.
| Module | Measures | Minimum logger firmware | Last supported firmware | Notes |
| HSM-1040 | Soil moisture (discontinued) | 2.4.0 | 3.3.x | Support removed in a later release |
| HSM-1045 | Soil moisture and soil temperature | 3.2.0 | Current | Not available on the LTS 2.9.x line |
| HSM-1054 | Leaf wetness | 2.6.0 | Current | |
| HSM-2210 | Air temperature, humidity, barometric pressure | 2.4.0 | Current | |
| HSM-3300 | Water level, vented | 3.3.0 | Current | Not available on the LTS 2.9.x line |
| HSM-3310 | Water level, sealed | 3.4.0 | Current | Needs an HSM-2210 on the same logger |
| HSM-AIN2 | Analogue input adapter | 3.2.0 | Current | Two 0-2.5 V or 4-20 mA inputs |
Notes
- The LTS 2.9.x line runs on the Tinde TL-120 and on Skarv SL-300 hardware revision A. It receives fixes only, so modules released after 2.9.0 are not added to it.
- The Varde VL-900 runs its own VX firmware. All modules listed here are supported on VX 5.0 and later.
- Update the logger firmware before connecting a new module type. A module that the firmware does not recognise is shown as "unknown SensorBus device" and its channels stay empty.
""")

D("fk-10", "Product Discontinuation: HSM-1040 Soil Moisture Probe Module", """
Notice HI-PDN-2021-07 - 9 November 2021 - Jonas Brekke, Hardware Product Manager
The HSM-1040 capacitive soil moisture probe module is discontinued. The supplier of its sensing element has ended production, and no alternative part meets our accuracy specification.
Timeline
- Last order date: 17 December 2021
- Last shipment: 31 January 2022
- Warranty claims: honoured for the remainder of each unit's warranty period
Replacement
The HSM-1045 supersedes the HSM-1040. It uses a new sensing element, adds a soil temperature channel and is sold with 5 m and 10 m cables. The HSM-1045 is not a drop-in replacement on older loggers: the logger must run a firmware release that is listed for the HSM-1045 in the firmware and sensor module compatibility matrix. Existing HSM-1040 probes can stay in service alongside HSM-1045 probes on the same logger.
Installed HSM-1040 probes
HSM-1040 probes keep working on current firmware for now. A future logger firmware release will remove the HSM-1040 driver; we will announce it in the release notes of that version. Plan replacements for your next seasonal service visit so that you are not held back on an old firmware release.
Calibration data
If you calibrated HSM-1040 probes for a specific soil, keep the coefficients. They cannot be reused on the HSM-1045, but they help you check the new probe against the old one during a side-by-side period.
Do not confuse the HSM-1040 with the HSM-1054 leaf wetness module, which is not affected by this notice.
""")

D("fk-11", "HSM-1045 Soil Moisture and Temperature Module Datasheet", """
The HSM-1045 measures volumetric water content (VWC) and soil temperature at one depth. It connects to any SensorBus port and is powered by the logger.
| Specification | Value |
| Part numbers | HSM-1045-05 (5 m cable), HSM-1045-10 (10 m cable) |
| VWC range | 0 to 60 % |
| VWC accuracy | +/-2 % VWC in mineral soils from 0 to 50 % VWC with the matching soil_profile; +/-4 % VWC without a profile |
| VWC resolution | 0.1 % |
| Soil temperature | -20 to +60 degC, +/-0.3 degC |
| Measurement time | 150 ms |
| Supply | 3.3 V from SensorBus, 12 mA during measurement |
| Sensing volume | About 0.5 litre around the tines |
| Enclosure | IP68 to 2 m, overmoulded cable |
| Operating temperature | -20 to +60 degC |
Installation
Insert the probe horizontally into an undisturbed trench wall, or vertically from the surface for profiles shallower than 30 cm. Push the tines in completely with one straight movement; rocking the probe creates air gaps that read as dry soil.
Calibration profiles
Choose the soil_profile that matches the soil: mineral for most arable soils, organic for peat and compost-rich beds, sand for coarse substrates. For research work, a soil-specific calibration can be loaded in Field Studio.
Care
Clean the tines with water before re-installing a probe. Do not use solvents on the overmoulded head.
""")

D("fk-12", "HSM-1054 Leaf Wetness Sensor Module Datasheet", """
The HSM-1054 is a dielectric leaf wetness sensor for disease-risk models in orchards, vineyards and field crops. The sensing grid imitates the thermal mass and surface of a leaf, so it wets and dries the way real foliage does.
| Specification | Value |
| Part numbers | HSM-1054-03 (3 m cable), HSM-1054-10 (10 m cable) |
| Output | Wetness 0 to 100 %, plus a dry, damp or wet state |
| Accuracy | +/-3 % wetness after dry-point calibration |
| Resolution | 0.1 % |
| Measurement time | 80 ms |
| Supply | 3.3 V from SensorBus, 6 mA during measurement |
| Operating temperature | -30 to +60 degC |
| Enclosure | Sensing grid IP67, overmoulded cable |
| Logger support | SL-300, SL-310, TL-120, TL-140 (see compatibility matrix) |
Mounting
Mount the sensor on the supplied bracket at 45 degrees facing north (facing south in the southern hemisphere), at the height of the canopy you want to model. Do not paint or coat the grid.
Calibration
Run the dry-point calibration in Field Studio once the grid is clean and completely dry. Repeat it every season and after cleaning.
Maintenance
Rinse the grid with clean water every few months. Bird droppings and spray residue make the sensor report wetness for longer than real leaves stay wet, which inflates disease-risk scores.
Typical use
Leaf wetness duration is an input to most fungal disease models. Pair the HSM-1054 with an HSM-2210 weather module on the same logger to provide the temperature and humidity those models also need.
""")

D("fk-13", "Installing the HSM-3300 Vented Water Level Module", """
The HSM-3300 is a vented pressure transducer for wells, stilling wells and open channels. Measuring range is 0 to 10 m water column with an accuracy of +/-0.05 % of full scale and a resolution of 1 mm. Because the cable carries a vent tube to the logger enclosure, no barometric compensation is needed.
Before you begin
- Check that the logger firmware supports the HSM-3300 in the firmware and sensor module compatibility matrix.
- Keep the vent tube end dry. Fit the supplied desiccant cap (part HSM-DC1) inside the logger enclosure.
Steps
1. Measure the depth from the top of the casing to the water surface with a dip meter and write it down.
2. Lower the transducer to at least 0.5 m below the lowest expected water level. Do not let it rest in sediment.
3. Secure the cable at the wellhead with the strain-relief clamp. Never hang the sensor by the vent tube.
4. Route the cable into the logger enclosure and connect it to a free SensorBus port.
5. In Field Studio, click Detect Modules, open the new channel and enter the reference depth from step 1 as level_offset.
6. Compare the live reading with a second manual measurement.
7. Replace the desiccant cap every six months, or sooner when it turns from blue to pink.
Sending data to a hydrology platform
Tidewater Hydrometrics' HydroDesk can take HSM-3300 stage data directly from Halvorsen Cloud. See the Tidewater Hydrometrics partner page for setup.
If the enclosure can flood, use the sealed HSM-3310 instead.
""")

D("fk-14", "HSM-3310 Sealed Water Level Module Datasheet", """
The HSM-3310 is a sealed (non-vented) submersible pressure transducer for sites where a vent tube cannot be kept dry, such as flooded chambers and tidal structures. It measures absolute pressure, so the logger subtracts barometric pressure to calculate water depth.
| Specification | Value |
| Part numbers | HSM-3310-15 (15 m cable), HSM-3310-40 (40 m cable) |
| Range | 0 to 20 m water column (absolute 0.8 to 3.2 bar) |
| Accuracy | +/-0.1 % of full scale after barometric compensation |
| Resolution | 2 mm |
| Temperature channel | -5 to +40 degC, +/-0.2 degC |
| Housing | Titanium, IP68 to 40 m |
| Supply | SensorBus, 9 mA during measurement |
| Minimum logger firmware | 3.4.0 |
Barometric compensation
An HSM-2210 module must be connected to the same logger. The logger pairs the two modules automatically when both are detected. Readings are flagged "uncompensated" if the HSM-2210 is missing or faulty.
Installation
Hang the HSM-3310 from the supplied stainless suspension wire, not from the cable. Measure the reference depth by hand and enter it as level_offset in Field Studio.
Choosing between HSM-3300 and HSM-3310
Use the vented HSM-3300 when the logger enclosure stays dry: it needs no compensation and is more accurate over short ranges. Choose the HSM-3310 for deep boreholes and flood-prone installations.
""")

D("fk-15", "KB-2107: HSM-1045 soil moisture readings creep upward on SL-300", """
Author: Tomas Ekdahl, Staff Firmware Engineer - Created 22 August 2022 - Updated 30 August 2022
Applies to: Skarv SL-300 (HI-SL300-B) on logger firmware 3.2.0 with HSM-1045 probes
Symptom
After HSM-1045 probes are installed, volumetric water content (VWC) rises slowly by 3 to 5 percentage points over two or three days although there has been no rain or irrigation. Soil temperature from the same probe looks normal. The SL-310 is not affected.
Cause
On SL-300 hardware, firmware 3.2.0 reads the SensorBus port before the HSM-1045 excitation circuit has settled. The error grows as the probe electronics warm up over consecutive measurements, which produces the slow upward drift.
Resolution
1. Update the logger to firmware 3.2.1 or later, which corrects the settling time automatically.
2. If you cannot update yet, open Device > Settings in Field Studio, set sensorbus_settle_ms to 250 and click Write Settings. The drift stops from the next measurement.
3. Values recorded while the drift was present are not corrected automatically. Export them and apply an offset, or mark them as suspect in Halvorsen Cloud.
Notes
- Values of sensorbus_settle_ms above 250 do not improve accuracy and shorten battery life.
- After updating to 3.2.1 you can return sensorbus_settle_ms to its default of 100.
- If VWC still drifts after the update, check that the soil_profile matches your soil and that the tines have full soil contact.
Related articles: HSM-1045 datasheet; firmware and sensor module compatibility matrix.
""")

D("fk-16", "Installing the Brua GW-5 Gateway", """
The Brua GW-5 (part number HI-GW5-A) collects data from up to 64 Halvorsen loggers over the HaloLink radio and forwards it to Halvorsen Cloud over Ethernet or LTE. This guide covers mounting, network setup and first login.
Mounting
1. Choose a site with a clear view towards your loggers; height matters more than distance. On a 6 m mast the gateway typically covers 3 to 5 km of open farmland.
2. Fix the bracket with the four supplied M6 bolts and hang the gateway with the antenna connector pointing up.
3. Connect the antenna, tighten the N-type connector by hand and wrap it with self-amalgamating tape.
Power and network
4. Power the gateway with 802.3af PoE or a 12 V DC supply. The POWER LED turns green within 30 seconds.
5. Connect Ethernet; the gateway takes an address by DHCP. To use LTE backhaul instead, insert a nano-SIM before powering up.
6. Allow the following traffic on your firewall:
| Direction | Protocol and port | Purpose |
| Outbound | TCP 443 | Halvorsen Cloud API and firmware downloads |
| Outbound | TCP 8883 | MQTT over TLS for logger data |
| Outbound | UDP 123 | NTP time synchronisation |
| Inbound, LAN only | TCP 8443 | Local web UI |
First login
7. Browse to https://<gateway-ip>:8443 and sign in as admin with the password printed on the label. You are asked to choose a new password.
8. Link the gateway to your Halvorsen Cloud organisation under System > Cloud.
Security note
Do not expose the web UI to the internet. Before making it reachable from outside your management network, read security advisory HI-SA-2023-04.
""")

D("fk-17", "Brua GW-5 Firmware (GWOS) 2.6 Release Notes", """
These notes cover the GWOS 2.6 maintenance line for the Brua GW-5 gateway (HI-GW5-A). Update from the gateway web UI (System > Firmware) or from Field Studio. Releases are cumulative.
GWOS 2.6.2 - 11 April 2023
Fixed
- The upload queue stalled when a logger delivered more than 4096 buffered records in one session; affected loggers stopped uploading until the gateway was restarted (GW-1419).
- Wrong signal-strength values on the Loggers page for loggers more than 5 km away.
Added
- New setting queue_size_mb controls the size of the upload queue. Default 32 MB; earlier releases used a fixed 8 MB queue.
GWOS 2.6.1 - 21 February 2023
Security
- Fixes the web UI authentication bypass described in HI-SA-2023-04. All GW-5 owners should install this release.
Fixed
- The gateway did not fall back to the secondary NTP server when the primary server timed out (GW-1388).
GWOS 2.6.0 - 10 January 2023
Added
- Support for cellular-fallback reporting from Skarv SL-310 loggers.
- LTE backhaul status page under Network.
Changed
- The pairing list now sorts loggers by last contact.
Deprecated
- Plain HTTP access to the web UI on port 80. It will be removed in GWOS 2.7.0; use HTTPS on port 8443.
Known issues
- After upgrading from 2.5.x, the first restart can take up to four minutes while the log database is migrated.
""")

D("fk-18", "Brua GW-5 Firmware (GWOS) 2.7 Release Notes", """
GWOS 2.7 is the current feature line for the Brua GW-5 gateway (HI-GW5-A). Direct upgrades are supported from GWOS 2.6.2 only; gateways on older releases must install 2.6.2 first.
GWOS 2.7.1 - 7 November 2023
Fixed
- Loggers were shown as offline for about an hour after a daylight saving time change, and their uploads were rejected (GW-1502, KB-2188).
- Pairing Tinde TL-140 loggers timed out on gateways already serving more than 40 loggers (GW-1497).
- The LTE status page showed the wrong operator name after a SIM swap.
GWOS 2.7.0 - 5 September 2023
Added
- Support for Tinde TL-140 loggers.
- Remote restart and diagnostic log collection from Halvorsen Cloud.
- Device certificate enrolment for cloud linking.
Removed
- Plain HTTP access to the web UI on port 80, deprecated in GWOS 2.6.0. The web UI is now HTTPS only.
Changed
- Gateways on GWOS 2.7.x can only be provisioned with Field Studio 5.3 or later. Older Field Studio versions list the gateway as "unknown model".
- Minimum TLS version for cloud connections raised to 1.2.
- Pairing mode now times out after 10 minutes instead of 30.
Known issues
- Gateways set to a local timezone may show loggers as offline around daylight saving time changes. Fixed in 2.7.1.
""")

D("fk-19", "Brua GW-7 Gateway Datasheet", """
The Brua GW-7 is Halvorsen's high-capacity gateway for large fleets and for loggers that use the HaloLink 2 radio protocol. It runs GWOS 3.x, a separate firmware family from the GWOS 2.x used on the Brua GW-5; GW-5 firmware images cannot be installed on a GW-7.
| Specification | Value |
| Part number | HI-GW7-A |
| Capacity | Up to 250 paired loggers |
| Radio | Dual concentrator for HaloLink and HaloLink 2, EU868 or US915 variant |
| Backhaul | Gigabit Ethernet; LTE Cat-1 with dual nano-SIM failover |
| Local storage | 16 GB upload queue, about 30 days for 250 loggers at 15-minute uploads |
| Power | PoE+ (802.3at) or 12 to 48 V DC |
| Power consumption | 7 W typical, 13 W maximum |
| Operating temperature | -30 to +65 degC |
| Enclosure | Powder-coated aluminium, IP67 |
| Firmware | GWOS 3.x |
| Weight | 2.4 kg with bracket |
Features
- Serves HaloLink and HaloLink 2 loggers side by side.
- Secure boot and signed firmware images.
- Local web UI on HTTPS only, with optional client-certificate login.
- Provisioning from Field Studio or directly from Halvorsen Cloud.
Ordering
Antennas are sold separately: HI-ANT-868 for EU868 and HI-ANT-915 for US915. The GW-7 mounting bracket fits existing GW-5 masts, so a gateway can be swapped without new civil works.
""")

D("fk-20", "KB-2188: Loggers appear offline on Brua GW-5 after the daylight saving time change", """
Author: Priya Raman, Senior Support Engineer - Created 30 October 2023 - Updated 8 November 2023
Applies to: Brua GW-5 on GWOS 2.7.0 with a local timezone configured
Symptom
On the night the clocks change, every logger on the gateway shows as Offline in Halvorsen Cloud for about an hour. Uploads arriving during that hour are rejected with "timestamp outside window" in the gateway log. Gateways set to UTC are not affected.
Cause
GWOS 2.7.0 applies the gateway's timezone setting when it checks upload timestamps, instead of comparing UTC values. When the local offset changes, the check window shifts by one hour and valid uploads fall outside it.
Resolution
Install GWOS 2.7.1 or later. The timestamp check now works in UTC regardless of the display timezone.
Workaround
If you cannot update before the next clock change, set the gateway's timezone to UTC under System > Time. The timezone only affects how times are shown in the web UI and the gateway logs; loggers and Halvorsen Cloud always work in UTC.
Data recovery
No data is lost as long as the loggers' buffers do not fill up. Rejected records stay in each logger's buffer and are sent with the next successful upload. Check for gaps after the update; if a logger reached its buffer_limit, the oldest records were dropped.
""")
