# Documents fk-41 .. fk-60: Python SDK, security advisories, partners, support pages.
# All names, numbers, people and companies are invented.

DOCS = []


def D(doc_id, title, text):
    DOCS.append({"id": doc_id, "title": title, "text": text})


D("fk-41", "Moving from hipy to halvorsen-sdk", """
hipy, the original Python client for Halvorsen Cloud API v1, has been replaced by halvorsen-sdk. The first release under the new name was halvorsen-sdk 2.0.0 on 14 November 2022; the major version continues from hipy 1.x to show that it is the same project. hipy is frozen at 1.8.3 and stops working when API v1 is retired.
Install
```
pip uninstall hipy
pip install halvorsen-sdk
```
What changes in your code
| hipy 1.x | halvorsen-sdk 2.x |
| import hipy | import halvorsen |
| hipy.Session(api_key=KEY) | halvorsen.Client(client_id=ID, client_secret=SECRET) |
| session.get_stations() | client.devices() |
| session.get_readings(station_id, start, end) | client.observations(device_id, start=..., end=...) |
| session.get_alarms() | client.alerts() |
| page= and per_page= arguments | Automatic iteration over cursors |
Steps
1. Ask an organisation Owner to create an API client with the scopes you need.
2. Replace the imports and the session object as shown above.
3. Pass timezone-aware datetimes. halvorsen-sdk rejects naive datetimes instead of guessing a time zone.
4. Remove manual paging loops and iterate over the result instead.
5. Run your scripts against a test period and compare the output with hipy before switching off the old version.
Things to watch
- Station IDs such as 10482 become device IDs such as dev_7Q2KX9. Use client.devices() to look up the new IDs by serial number.
- Values come in SI units with a unit field.
For requirements, installation options and a first example, see the halvorsen-sdk quick-start.
""")

D("fk-42", "halvorsen-sdk Changelog", """
All notable changes to halvorsen-sdk, the Python SDK for Halvorsen Cloud API v2. The project follows semantic versioning.
2.4.1 - 9 October 2023
Security
- Bearer tokens are no longer written to the debug log when HALVORSEN_DEBUG=1 (HI-SA-2023-07). The Authorization header is now masked.
2.4.0 - 28 August 2023
Added
- client.config.push() and client.config.status() for queuing RCS settings changes.
- AsyncClient for asyncio applications.
Fixed
- The observations iterator stopped early when a cursor expired during a long loop.
2.3.0 - 3 May 2023
Added
- halvorsen.webhooks.verify_signature() checks webhook and relay deliveries against the raw request body.
Deprecated
- Client.from_api_key(), kept only for the API v1 transition. It will be removed in 3.0.
2.2.0 - 1 March 2023
Added
- The HALVORSEN_DEBUG environment variable turns on HTTP debug logging.
- Automatic retry on 429 responses, honouring Retry-After.
2.1.0 - 16 January 2023
Added
- Alerts: client.alerts() and alert acknowledgement.
Fixed
- Time zones were dropped from datetime arguments created with zoneinfo.
2.0.0 - 14 November 2022
- First release under the name halvorsen-sdk. Supports API v2 only and uses OAuth 2.0 client credentials.
""")

D("fk-43", "halvorsen-sdk Quick-Start", """
halvorsen-sdk is the official Python SDK for Halvorsen Cloud API v2. It handles authentication, pagination and rate limits for you.
Requirements
- Python 3.9 or later (3.11 recommended)
- An API client ID and secret, created by an organisation Owner under Console > API clients, with at least the observations:read scope
Install
```
python -m pip install halvorsen-sdk
```
Set your credentials
Keep credentials in environment variables rather than in code:
```
export HALVORSEN_CLIENT_ID=cli_8H2QW
export HALVORSEN_CLIENT_SECRET=********
```
Fetch observations
```
import datetime as dt
import halvorsen

client = halvorsen.Client.from_env()
start = dt.datetime(2024, 5, 1, tzinfo=dt.timezone.utc)
for obs in client.observations("dev_7Q2KX9", start=start, channels=["s1.vwc"]):
    print(obs.time, obs.value, obs.unit)
```
The iterator requests further pages automatically and waits when the API reports a rate limit.
Next steps
- List devices with client.devices().
- Queue settings changes with client.config.push().
- Receive events with webhooks and check them with halvorsen.webhooks.verify_signature().
Troubleshooting
- 401 invalid_client: the client ID or secret is wrong, or the secret was rotated in the console.
- 403 insufficient_scope: ask an Owner to add the missing scope to the API client.
- ValueError about naive datetimes: always pass a time zone, as in the example above.
Logging
Leave HALVORSEN_DEBUG unset in production. Debug output is meant for short troubleshooting sessions and can grow very large.
""")

D("fk-44", "hipy 1.8.0 Release Notes", """
Released 7 June 2022
hipy is the Python client for Halvorsen Cloud API v1. This release adds time zone handling and prepares for larger accounts.
Requirements
- Python 3.7 or later
- An API v1 key, created in the Halvorsen Cloud console under Settings > API keys
Added
- get_readings() accepts a tz argument and returns timezone-aware datetimes when it is given.
- Session.iter_stations() walks through all stations page by page.
- The HIPY_TIMEOUT environment variable sets the request timeout.
Fixed
- get_readings() skipped the last page when per_page did not divide the total count.
- Station names with non-ASCII characters were garbled on Windows consoles.
Deprecated
- The positional station argument of get_alarms(); pass station_id= instead.
Roadmap
The next major version, hipy 2.0, will add support for API v2 and OAuth client credentials later this year. The 1.x series will continue to receive bug fixes while API v1 is available.
Upgrading
```
pip install --upgrade hipy
```
No code changes are needed when upgrading from 1.7. If you pinned hipy<1.8 because of the proxy problem in 1.7.2, you can remove the pin.
""")

D("fk-45", "Security Advisory HI-SA-2023-04: Authentication bypass in Brua GW-5 web UI", """
Advisory ID: HI-SA-2023-04 - Published: 28 February 2023 - Revised: 6 March 2023 - Severity: High (CVSS 3.1 base score 8.1)
Summary
A flaw in the session handling of the Brua GW-5 local web UI lets an attacker who can reach the web UI port change gateway settings, including cloud linking and pairing, without logging in. Logger data already stored in Halvorsen Cloud is not exposed.
Affected products
| Product | Affected versions | Fixed version |
| Brua GW-5 (HI-GW5-A) | GWOS 2.4.0 to 2.6.0 | GWOS 2.6.1 |
| Brua GW-7 | Not affected | - |
| Loggers, Halvorsen Cloud | Not affected | - |
Recommended action
Update affected gateways to GWOS 2.6.1 or later from the web UI or from Field Studio.
Workaround
If you cannot update straight away, set web_ui_bind to mgmt so that the web UI only listens on the dedicated management port, and block TCP 8443 on all other networks. Review the gateway's cloud link and pairing list for changes you did not make.
Credit
Halvorsen Instruments thanks researchers at Mossgate Security for reporting this issue through coordinated disclosure.
Revision history
- 1.0, 28 February 2023: Initial publication.
- 1.1, 6 March 2023: Added the web_ui_bind workaround.
Contact
Elin Haug, Product Security Incident Response Team (PSIRT) lead, security@halvorsen-instruments.example
""")

D("fk-46", "Security Advisory HI-SA-2023-07: Access tokens written to debug log by halvorsen-sdk", """
Advisory ID: HI-SA-2023-07 - Published: 12 October 2023 - Severity: Medium (CVSS 3.1 base score 5.5)
Summary
When HTTP debug logging is switched on with the HALVORSEN_DEBUG environment variable, halvorsen-sdk writes the full Authorization header of every request to the log, including the bearer access token. Anyone who can read the log can call Halvorsen Cloud API v2 with the permissions of that API client until the token expires.
Affected products
- halvorsen-sdk 2.2.0 to 2.4.0. The problem was introduced in the release that added the HALVORSEN_DEBUG option and is present in every release up to 2.4.0.
- Only installations that set HALVORSEN_DEBUG are exposed. The default configuration does not log headers.
Fixed version
halvorsen-sdk 2.4.1 masks the Authorization header in debug output.
Recommended actions
1. Upgrade to 2.4.1 or later.
2. Delete or redact existing debug logs, including copies in log collectors and support tickets.
3. Rotate the client secret of every affected API client under Console > API clients. Rotation invalidates tokens obtained with the old secret.
4. Review API client activity under Console > Audit log for calls you do not recognise.
Credit
Found internally by Marit Ekdahl, Staff Cloud Engineer, during a review of support tickets.
Contact
Elin Haug, PSIRT lead, security@halvorsen-instruments.example
""")

D("fk-47", "Security Advisory HI-SA-2024-03: Fixed pairing PIN in logger Bluetooth LE service interface", """
Advisory ID: HI-SA-2024-03 - Published: 6 February 2024 - Severity: Medium (CVSS 3.1 base score 6.8)
Summary
Logger firmware 3.4.0 introduced a Bluetooth LE service interface so that field staff can check and adjust loggers with Field Studio Mobile. The interface accepts a pairing PIN that is identical on every unit. An attacker within Bluetooth range, typically up to 30 m, can connect to a logger and read or change its settings, including the upload interval and radio settings.
Affected products
| Product | Affected firmware | Fixed firmware |
| Skarv SL-300 (HI-SL300-B) | 3.4.0 | 3.4.1 |
| Skarv SL-310 (HI-SL310-B) | 3.4.0 | 3.4.1 |
| Tinde TL-140 (HI-TL140-A) | 3.4.0 | 3.4.1 |
Not affected: loggers on firmware 3.3.x or earlier, the LTS 2.9 line (including the Tinde TL-120 and SL-300 rev A) and the Varde VL-900.
Recommended action
Update to logger firmware 3.4.1 or later. After the update each logger shows a unique PIN in Field Studio, which Field Studio Mobile asks for once per device.
Workaround
Set ble_service to off. You can do this over USB with Field Studio, or remotely with RCS if the logger has rcs_enabled switched on. Field Studio Mobile cannot connect until you switch the interface back on.
Credit
Reported by the internal security team of a water utility customer.
Contact
Elin Haug, PSIRT lead, security@halvorsen-instruments.example
""")

D("fk-48", "Partner Integration: Grainline Agritech FieldBook", """
Grainline Agritech's FieldBook is a farm management platform used by growers and agronomists for irrigation scheduling, crop records and spray planning. The Halvorsen integration brings soil and weather data from your loggers into FieldBook within minutes of upload, so irrigation advice always uses current readings.
How it works
The integration is built on Brua Relay in Halvorsen Cloud. Relay sends observations as JSON to an ingest endpoint that FieldBook creates for your farm. No changes to loggers or gateways are needed, and cellular loggers work the same way.
Supported modules
- HSM-1045 soil moisture and temperature
- HSM-1054 leaf wetness
- HSM-2210 air temperature, humidity and pressure
Setup
1. In FieldBook, open Settings > Data sources > Halvorsen and copy the ingest URL and the shared secret.
2. In Halvorsen Cloud, open Console > Integrations > Brua Relay and add a destination. Paste the ingest URL, choose the json format and enter the shared secret as the signing secret.
3. Limit the destination to the devices on your farm with a device tag.
4. In FieldBook, map each channel to a field block. Readings appear within one batch interval.
Good to know
- FieldBook rejects deliveries it cannot verify. Rejected deliveries appear in the FieldBook data source log.
- Grainline support handles questions about FieldBook; Halvorsen support handles delivery problems on the Halvorsen side.
Grainline Agritech has been a Halvorsen integration partner since 2022.
""")

D("fk-49", "Partner Integration: Nordlys Analytics Aurora Boards", """
Nordlys Analytics builds Aurora Boards, a dashboard and reporting service used by research institutes and environmental consultancies. With the Halvorsen integration, new measurements appear on Aurora dashboards within seconds of reaching Halvorsen Cloud.
How it works
Aurora Boards registers an API v2 webhook in your organisation and subscribes to the observation.created and device.offline events. For historical data, Aurora reads the observations endpoint once when a device is first added.
Requirements
- A Halvorsen Cloud organisation on any plan
- An API client with the webhooks:manage and observations:read scopes
- An Aurora Boards workspace on the Team plan or higher
Setup
1. In Halvorsen Cloud, create an API client named "Aurora Boards" with the two scopes above.
2. In Aurora Boards, open Sources > Add source > Halvorsen Instruments and paste the client ID and secret.
3. Select the sites to import. Aurora registers the webhook and starts the backfill.
4. Build dashboards from the imported channels. Channel keys such as s1.vwc are kept as they are.
Verification
Aurora Boards verifies every delivery it receives. Deliveries that fail verification are not shown on dashboards; they are listed under Sources > Rejected deliveries.
Support
For questions about dashboards and reports, contact Nordlys Analytics support. If webhooks are not being sent at all, contact Halvorsen support with your organisation ID.
""")

D("fk-50", "Partner Integration: Tidewater Hydrometrics HydroDesk", """
HydroDesk from Tidewater Hydrometrics is a hydrological data management system used by water utilities, river authorities and drainage boards. It stores stage and discharge series, applies rating curves and produces regulatory reports.
What the integration does
HydroDesk pulls stage data from Halvorsen HSM-3300 vented water level modules through the API v2 observations endpoint. Each site is polled every 5 minutes. When a site is first connected, HydroDesk backfills up to 90 days of history. Discharge is calculated inside HydroDesk from its own rating curves; Halvorsen Cloud stores stage only.
Supported sensors
- HSM-3300 vented water level module: supported.
- HSM-3310 sealed water level module: not yet supported; planned for HydroDesk 8.
- Rain gauges on pulse inputs: supported as auxiliary series.
Requirements
- An API client with the observations:read scope
- Loggers running a firmware release that supports the HSM-3300
- HydroDesk 7.2 or later
Setup
1. Create the API client in Halvorsen Cloud under Console > API clients.
2. In HydroDesk, open Telemetry > Providers > Halvorsen and enter the client credentials.
3. Map each Halvorsen device and channel to a HydroDesk station and parameter.
4. Set the datum offset in HydroDesk if the level_offset entered in Field Studio refers to a local benchmark.
Contact
Tidewater Hydrometrics provides first-line support for HydroDesk. Halvorsen support handles questions about loggers, modules and the API.
""")

D("fk-51", "Support Ticket #48213: VL-900 channels 17-32 drop out several times a day", """
Opened 21 May 2024 - Customer: Lakeside Water Trust - Product: Varde VL-900 - Priority: High - Status: Solved
Daniel Okonkwo (customer) - 21 May 2024, 09:12
Our two VL-900 loggers at the Eastmere pumping station lose channels 17 to 32 several times a day, for a few minutes each time. Channels 1 to 16 are fine. Halvorsen Cloud shows gaps on the upper channels only. Both loggers run VX 5.1.2 and upload through a Brua GW-7. Diagnostic bundle attached.
Priya Raman (Halvorsen Support) - 21 May 2024, 11:40
Thanks, Daniel. The bundle shows the expansion board restarting just before each gap. Could you check whether the gaps line up with anything electrical on site, such as pumps starting?
Daniel Okonkwo - 22 May 2024, 08:03
Good call. Every gap starts within a minute of pump 2 starting. The loggers share a 12 V supply with the pump controller.
Priya Raman - 23 May 2024, 14:05
That confirms it. This is a known issue, documented this week in KB-2230. Please apply the interim workaround from that article; it can be applied remotely, so no site visit is needed. The permanent fix will come in a firmware update, and I will let you know when it is published.
Daniel Okonkwo - 28 May 2024, 16:20
Workaround applied on both loggers. No gaps for three days, although the current draw went up a little.
Priya Raman - 17 June 2024, 10:15
The firmware with the permanent fix is now available, and the KB article has been updated with the details. After updating you can revert the workaround. Closing this ticket; reply to reopen it.
""")

D("fk-52", "Forum: Duplicate observations when paging through the API", """
Community forum - API and SDK - Answered
Question from hydro_jen
I export observations every night by requesting one-hour windows with start and end and moving the window forward. Every few nights I get duplicate rows at the window edges, and some values seem to arrive out of order. Is the API returning the same observation twice?
Accepted answer - Marit Ekdahl, Staff Cloud Engineer
The API is not duplicating data, but the way the windows are built makes overlaps likely. Two things happen:
1. start is inclusive and end is exclusive. If your script sets the next start to the last timestamp it received instead of the previous end, the boundary observation comes back again.
2. Loggers upload late data. An observation recorded at 01:59 can arrive at 02:10, after your window for 01:00 to 02:00 was already exported. A later run then picks it up, which looks like an out-of-order value.
What I recommend:
- Use cursors. Request once with start, then follow next_cursor until it is null. A nightly job finishes well within the cursor lifetime.
- Deduplicate on device_id, channel and timestamp in your own store.
- If you use halvorsen-sdk, the observations iterator already follows cursors for you.
If timestamps look wrong by seconds rather than minutes, the cause is usually logger clock drift rather than the API. The firmware team has a separate forum thread on clock settings for loggers without a gateway.
Hope that helps - Marit
""")

D("fk-53", "Forum: SL-300 clock runs fast when it has no gateway", """
Community forum - Loggers and Firmware - Answered
Question from agro_lars
We run a few Skarv SL-300 loggers in a valley with no gateway coverage and read them out over USB once a month. The clocks gain five or six seconds a week, which makes it annoying to line the data up with our weather station. clock_sync is set to none. Is this a fault?
Accepted answer - Tomas Ekdahl, Staff Firmware Engineer
Not a fault. The real-time clock crystal is specified at +/-2 ppm at 25 degC, but a logger in a sunny enclosure sees large daily temperature swings, and the crystal drifts more at the extremes. Ten ppm, which is what you are seeing, is about six seconds per week.
Options, best first:
1. Gateway time. If you can get even occasional gateway coverage, set clock_sync to gateway and the logger corrects its clock at each upload.
2. GNSS. With a GNSS-capable module connected, clock_sync = gps keeps the clock within a second.
3. Trim the clock. For loggers that are only read out by hand, measure the drift over two or three weeks and enter the correction in the rtc_trim setting, in ppm. Positive values slow the clock down. The setting only appears in Field Studio if the logger's firmware has it, so update the firmware first if you do not see it.
Also note that Field Studio sets the logger clock every time it connects over USB, so the error never builds up beyond one read-out interval.
- Tomas
""")

D("fk-54", "Glossary", """
Terms used throughout the Halvorsen Instruments documentation, in alphabetical order.
Backlog: records stored on a logger that have not been uploaded yet. The size of the backlog is capped by buffer_limit.
Burst window: a period during which a logger samples selected channels much faster than its normal sample_interval, up to 100 Hz on the Varde VL-900. A burst window starts on a threshold crossing or on a schedule and ends after a set duration, after which normal sampling resumes.
Change ID: the identifier returned by the API when a settings change is queued. Use it to check whether the logger has applied the change.
Device: any logger or gateway registered in Halvorsen Cloud. The API uses device_id; API v1 called the same thing a station.
GWOS: the gateway operating system. GWOS 2.x runs on the Brua GW-5, GWOS 3.x on the Brua GW-7.
HaloLink, HaloLink 2: Halvorsen's sub-GHz radio protocols between loggers and gateways. HaloLink 2 adds higher data rates and is used by the Varde VL-900.
LTS line: long-term support firmware (2.9.x) for older logger hardware. It receives fixes only.
Observation: one timestamped value from one channel, with its unit and a quality flag.
SensorBus: the digital bus that connects HSM sensor modules to a logger. Ports are labelled S1, S2 and so on.
Stage: water level relative to a fixed datum, as measured by water level modules.
Upload interval: how often a logger sends its backlog to a gateway or to the cloud.
VWC: volumetric water content, the share of the soil volume taken up by water, in percent.
""")

D("fk-55", "Warranty and RMA Policy", """
This policy applies to hardware bought from Halvorsen Instruments or an authorised distributor on or after 1 January 2022.
Warranty periods
| Product group | Warranty |
| Loggers (Skarv, Tinde, Varde) | 3 years from shipment |
| Gateways (Brua GW-5, Brua GW-7) | 3 years from shipment |
| HSM sensor modules | 2 years from shipment |
| Batteries, desiccant caps and other consumables | 6 months from shipment |
| Repaired or replaced units | 90 days, or the rest of the original warranty if longer |
What is not covered
- Damage from lightning, flooding beyond the rated depth, animals or vandalism
- Units opened or modified other than as described in our documentation
- Sensor drift within the specified accuracy
Requesting an RMA
1. Open a support ticket with the serial number, a description of the fault and any diagnostic files.
2. Support first tries to solve the problem remotely. If the hardware needs to come back, you receive an RMA number in the form RMA-YYYY-NNNNN.
3. Pack the unit with the RMA number on the outside of the box and ship it within 30 days. Remove batteries from loggers before shipping.
4. We repair or replace the unit within 15 working days of receipt and ship it back at our cost if it is under warranty.
Out-of-warranty repairs
We send a quote before starting work. Units that are not economical to repair are returned or recycled, as you choose.
Discontinued products
Products that have reached end of life are repaired only until the last repair date given in their end-of-life notice. After that date we offer a trade-in discount on the successor product instead.
""")

D("fk-56", "Support FAQ", """
When is support available?
Monday to Friday, 07:00 to 17:00 Central European Time, except Norwegian public holidays. Customers with a Priority plan can call the on-call line outside these hours for outages that affect more than ten devices.
Where do I find a device's serial number?
On the label inside the lid of loggers, on the back of gateways and on the cable tag of sensor modules. Field Studio also shows it on the Device page.
Which firmware line is my logger on?
Open the device in Field Studio or Halvorsen Cloud. Versions starting with 3 belong to the current line; 2.9.x is the LTS line for older hardware; versions starting with VX are for the Varde VL-900.
Is Brua Relay the same thing as the Brua gateways?
No. The Brua GW-5 and Brua GW-7 are radio gateways that you install on site. Brua Relay is a Halvorsen Cloud feature that forwards data to other systems; it works with or without a gateway.
How do I hear about security advisories?
Subscribe on the Security Advisories page. Advisories are numbered HI-SA-year-sequence, for example HI-SA-2023-04.
Will a firmware update erase my settings or data?
No. Settings and the unsent backlog are kept. Field Studio makes a configuration backup before every update as a precaution.
Can I buy spare parts?
Yes. Antennas, brackets, battery packs and cable glands are listed in the spare-parts catalogue on the support portal.
How do I return a faulty unit?
Open a ticket first; support will issue an RMA number if the unit has to come back.
""")

D("fk-57", "Varde VL-900 Firmware (VX) 5.1 Release Notes", """
VX firmware runs only on the Varde VL-900 (HI-VL900-A). It is separate from the 3.x and 2.9.x logger firmware used by Skarv and Tinde loggers, and its version numbers are unrelated. Over-the-air updates need a Brua GW-7; otherwise update over USB with Field Studio.
VX 5.1.3 - 12 June 2024
Fixed
- Channels 17 to 32 on the VX-EXP16 expansion board dropped out for up to two minutes after a short supply dip below 10.5 V, for example when large pumps started (VX-877, KB-2230). The expansion board now rides through dips of up to 200 ms and re-initialises its ADC in under two seconds.
- Burst windows longer than 60 seconds could lose their final second of data.
Changed
- After installing 5.1.3, exp_power_mode can be returned from continuous to its default, auto.
VX 5.1.2 - 3 April 2024
Fixed
- Modbus RTU requests on RS-485 port 2 timed out when port 1 was polled at the same time.
- Pulse counter totals were reset after a firmware update.
VX 5.1.0 - 15 January 2024
Added
- Burst windows can be triggered by a combination of two channel thresholds.
- Dual configuration slots with automatic rollback.
- Modbus RTU master mode on both RS-485 ports.
Changed
- The diagnostic bundle now includes the power supervisor log.
""")

D("fk-58", "KB-2230: VL-900 channels 17-32 drop out intermittently", """
Author: Jonas Brekke, Hardware Product Manager - Created 20 May 2024 - Updated 14 June 2024
Applies to: Varde VL-900 (HI-VL900-A) with the VX-EXP16 expansion board, VX firmware 5.1.2 and earlier
Symptom
Channels 17 to 32 report no data for between 30 seconds and about two minutes, several times a day. Channels 1 to 16 keep working. The diagnostic log shows "EXP16 reset" shortly before each gap. Gaps often start when large electrical loads, such as pumps or compressors, switch on nearby.
Cause
The VX-EXP16 expansion board has its own power supervisor. When the logger supply dips below 10.5 V, even for a few milliseconds, the supervisor switches the board off. In auto power mode the firmware then waits for the next measurement cycle before powering the board again and re-initialising its ADC, which can take up to two minutes.
Resolution
Update 14 June 2024: the permanent fix is VX firmware 5.1.3. Install it over the air through a Brua GW-7 or over USB with Field Studio.
Interim workaround
Until you can update, set exp_power_mode to continuous. The expansion board then stays powered and recovers from dips within seconds. The setting can be changed in Field Studio or queued remotely with RCS. Continuous mode raises the current draw by about 35 mA, so check the power budget on solar sites.
Preventing dips
Where loggers share a supply with pumps, fit the HI-PSU24 buffered supply module or give the logger its own supply.
""")

D("fk-59", "HSM-2210 Weather Module Datasheet", """
The HSM-2210 combines air temperature, relative humidity and barometric pressure sensors in one naturally ventilated radiation shield. It is the standard weather module for Halvorsen loggers and also serves as the barometric reference for sealed water level sensors.
| Specification | Value |
| Part number | HSM-2210 (with 3 m cable and shield) |
| Air temperature | -40 to +70 degC, +/-0.2 degC from 0 to 40 degC |
| Relative humidity | 0 to 100 %RH, +/-2 %RH from 10 to 90 %RH |
| Barometric pressure | 300 to 1100 hPa, +/-0.5 hPa |
| Response time (humidity) | 8 s in moving air |
| Supply | SensorBus, 4 mA during measurement |
| Shield | 10-plate UV-stabilised ASA |
| Operating range | -40 to +70 degC |
Installation
Mount the shield 1.5 to 2 m above ground on the north side of the mast (south side in the southern hemisphere), away from walls and hard surfaces that radiate heat. Keep the pressure port pointing down.
Use as barometric reference
When an HSM-2210 and an HSM-3310 are connected to the same logger, the logger uses the HSM-2210 pressure reading to compensate the water level automatically. The two modules do not need to share a port group.
Maintenance
Clean the shield plates once a year. Replace the humidity filter cap (HSM-FC2) every two years, or sooner after exposure to spray chemicals.
""")

D("fk-60", "Brua GW-5 Configuration Reference", """
Settings for the Brua GW-5 gateway (HI-GW5-A), available in the web UI under System > Settings and in Field Studio gateway provisioning. This page applies to GWOS 2.6 and 2.7. Settings marked * restart the gateway services when changed.
| Parameter | Default | Description |
| max_loggers | 64 | Maximum number of paired loggers. Cannot be raised above 64. |
| queue_size_mb* | 32 | Size of the upload queue in MB. Range 8 to 64. Available from GWOS 2.6.2; earlier releases use a fixed 8 MB queue. |
| poll_cycle_s | 300 | How often the gateway forwards its queue to Halvorsen Cloud, in seconds. |
| web_ui_bind* | all | Interfaces on which the web UI listens: all, lan or mgmt. |
| web_ui_port* | 8443 | HTTPS port of the local web UI. |
| ntp_primary | pool.hi-time.example | First NTP server. |
| ntp_secondary | time2.hi-time.example | Used when the primary does not answer within 5 seconds. |
| timezone | Europe/Oslo | Used to display times in the web UI and gateway logs. |
| backhaul_priority | ethernet | ethernet, lte or lte-only. |
| cloud_region | eu1 | eu1 or na1; must match your organisation's region. |
| pairing_timeout_min | 10 | Minutes the gateway stays in pairing mode (30 on GWOS 2.6). |
Notes
- Raising queue_size_mb above 32 only helps at sites with long backhaul outages; each additional 8 MB holds about one more day of data for 64 loggers.
- The mgmt value of web_ui_bind restricts the web UI to the dedicated management Ethernet port on the rear panel.
- Changes made in the web UI appear in Field Studio the next time it connects to the gateway.
""")
