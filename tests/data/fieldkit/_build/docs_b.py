# Documents fk-21 .. fk-40: logger firmware, Field Studio, Halvorsen Cloud and API v2.
# All names, numbers, people and companies are invented.

DOCS = []


def D(doc_id, title, text):
    DOCS.append({"id": doc_id, "title": title, "text": text})


D("fk-21", "Logger Firmware 3.2 Release Notes", """
Applies to Skarv SL-300 (hardware rev B) and Skarv SL-310. Install with Field Studio 5.1 or later. Releases are cumulative; install the latest 3.2.x unless you are moving to a later line.
3.2.1 - 29 August 2022
Fixed
- HSM-1045 soil moisture readings drifted upward over several days on SL-300 loggers because the SensorBus port was read before the probe had settled (HFW-1120, KB-2107).
- Field Studio on macOS did not detect loggers connected through some USB-C hubs.
- Battery voltage was reported 0.05 V too low below 0 degC.
3.2.0 - 18 July 2022
Added
- Support for the HSM-1045 soil moisture and temperature module.
- soil_profile setting with mineral, organic and sand calibration profiles for HSM-1045 probes.
- low_batt_threshold setting; the low-battery alert level was previously fixed at 3.3 V.
- Support for the HSM-AIN2 analogue input adapter.
Fixed
- After a radio timeout, the next upload occasionally repeated the last record.
- sample_interval values above 12 hours were rounded down to 12 hours.
Known issues
- On SL-300 loggers, HSM-1045 volumetric water content can creep upward over two to three days after installation. See KB-2107 for a workaround. Fixed in 3.2.1.
""")

D("fk-22", "Logger Firmware 3.3 Release Notes", """
Applies to Skarv SL-300 (hardware rev B) and Skarv SL-310. Install with Field Studio 5.1 or later, or over the air through a Brua gateway.
3.3.2 - 14 March 2023
Fixed
- Uploads through a Brua GW-5 stopped when more than 4096 records were buffered on the logger; the logger kept retrying the same oversized session (HFW-1182, KB-2150). Applies to SL-300 rev B and SL-310.
- clock_sync = gps did not take effect after a GNSS module was hot-plugged.
3.3.1 - 1 February 2023
Changed
- The logger sends its whole backlog in one upload session instead of 512-record batches. This shortens radio time after outages.
Fixed
- SL-310: the modem stayed powered after a failed network attach, draining the battery.
3.3.0 - 6 December 2022
Added
- RCS support. Settings changes queued in Halvorsen Cloud are applied at the next upload once rcs_enabled has been set to true in Field Studio.
- Support for the HSM-3300 vented water level module, with a new level_offset setting per channel.
Changed
- Default buffer_limit raised from 4096 to 8192 records.
Fixed
- Wrong channel names in uploads after a module was moved between SensorBus ports.
- Detect Modules could list the same module twice when two ports were scanned at once.
""")

D("fk-23", "Logger Firmware 2.9 LTS Release Notes", """
The 2.9 line is the long-term support (LTS) firmware for the Tinde TL-120 and for Skarv SL-300 loggers of hardware revision A (part number HI-SL300-A). It receives fixes and security updates only; new features such as RCS and support for newer sensor modules are not added. Install with Field Studio.
2.9.7 - 2 May 2023
Fixed
- Uploads through a Brua GW-5 stalled when more than 4096 records were buffered on the logger (HFW-1182). Applies to TL-120 and SL-300 rev A; the 3.x line received its own fix earlier.
- TL-120 analogue channel A2 showed a fixed offset after a brown-out.
2.9.6 - 14 February 2023
Changed
- Backlog uploads are sent in a single session instead of 512-record batches, matching the behaviour of the 3.x line.
Fixed
- The low-battery alert was sent twice when the voltage hovered near the threshold.
2.9.5 - 4 October 2022
Fixed
- TL-120 sometimes failed to pair with gateways on GWOS 2.5.x after a battery change.
Security
- The debug console on the service header is now disabled in production builds.
Support period
The 2.9 LTS line is maintained until 31 December 2024. SL-300 rev A owners can keep using 2.9.x after that date but will receive no further updates.
""")

D("fk-24", "Logger Firmware 3.4 Release Notes", """
Applies to Skarv SL-300 (hardware rev B), Skarv SL-310 and Tinde TL-140. Install with Field Studio 5.3 or later, or over the air through a gateway.
3.4.1 - 30 January 2024
Security
- Fixes HI-SA-2024-03. The Bluetooth LE service interface now uses a unique pairing PIN per logger instead of a fixed PIN.
Fixed
- HSM-3310 readings were not compensated when the HSM-2210 was connected to port S4.
- rtc_trim values below -10 ppm were rejected by Field Studio.
3.4.0 - 20 November 2023
Added
- Bluetooth LE service interface for Field Studio Mobile, controlled by the new ble_service setting (on by default).
- rtc_trim setting that corrects real-time clock drift in steps of 0.1 ppm, for loggers that run without a gateway or GNSS time source.
- Support for the HSM-3310 sealed water level module with automatic barometric compensation from an HSM-2210.
Removed
- Support for the discontinued HSM-1040 soil moisture probe. Loggers with HSM-1040 probes must stay on 3.3.x until the probes are replaced.
Changed
- Upload sessions are split into 2048-record blocks, so very large backlogs no longer depend on the gateway's queue size.
- Field Studio shows the firmware's build date on the Device page.
Known issues
- The pairing PIN of the Bluetooth LE service interface is the same on all units. See HI-SA-2024-03 and update to 3.4.1.
""")

D("fk-25", "KB-2150: SL-300 stops uploading through Brua GW-5 after firmware 3.3.1", """
Author: Priya Raman, Senior Support Engineer - Created 20 February 2023 - Updated 12 April 2023
Applies to: Skarv SL-300 (rev B) and SL-310 on logger firmware 3.3.1, uploading through a Brua GW-5 on GWOS 2.6.1 or earlier
Symptom
A logger uploads normally for days, then stops after a radio outage or a gateway restart. The gateway still lists the logger as Online, but no new data reaches Halvorsen Cloud. Restarting the gateway brings data back for a short time, then uploads stop again.
Cause
Firmware 3.3.1 sends a logger's whole backlog in one upload session. When more than 4096 records are waiting, the session is larger than the GW-5 upload queue, the gateway refuses it, and the logger retries the same session indefinitely.
Resolution
You can fix this on either side:
1. Logger side: update the logger to firmware 3.3.2, which splits oversized sessions. This needs a site visit or a working upload path.
2. Gateway side: update the gateway to GWOS 2.6.2. Its larger, configurable upload queue accepts full backlogs, so loggers can stay on 3.3.1 until your next visit.
Workaround
Until one of the updates is installed, lower buffer_limit on the logger to 4096 records with Field Studio. Records above the limit are dropped, so also shorten upload_interval to keep the backlog small.
Related
TL-120 loggers and SL-300 rev A units on the LTS 2.9 line have their own fix; see the 2.9 LTS release notes.
""")

D("fk-26", "LogSet 4.2 Release Notes", """
Released 14 June 2021
LogSet is the Windows application for configuring Halvorsen loggers, reading out data over USB and updating firmware.
System requirements
- Windows 7 SP1, Windows 8.1 or Windows 10, 32-bit or 64-bit
- .NET Framework 4.7.2
- One USB 2.0 port
Added
- Support for Tinde TL-120 loggers on firmware 2.9.
- Calibration wizard for the HSM-1040 soil moisture probe, with presets for mineral and organic soils.
- Export of readings to CSV with a choice of delimiter.
- Batch firmware update for up to eight loggers connected through a powered USB hub.
Fixed
- LogSet crashed when a project contained more than 200 loggers.
- Channel units were lost when copying settings between SL-300 loggers.
- The firmware download dialog froze behind some corporate proxies.
Known issues
- On high-DPI displays the channel table may be cut off. Set display scaling to 100 % or use the zoom control in the window.
Looking ahead
LogSet 5.0, planned for early 2022, will bring a redesigned device view and support for upcoming sensor modules. A version for macOS is being evaluated; there is no date yet.
Project files (.lsp) from LogSet 3.x open in 4.2 without conversion.
""")

D("fk-27", "Halvorsen Field Studio 5.0 Release Notes", """
Released 22 March 2022 - Windows and macOS
A new name
With this release, LogSet becomes Halvorsen Field Studio. Version numbers continue from LogSet, so Field Studio 5.0 is the direct successor of LogSet 4.2. Your sign-in, licences and device list carry over; only the name, the icon and the project file format change.
Added
- First release for macOS, for both Apple silicon and Intel Macs.
- Redesigned Devices view with live channel readings and signal strength.
- Project files use the new .hfs format. LogSet .lsp projects are converted when you open them; the original file is kept.
- Sign-in with your Halvorsen Cloud account, including single sign-on.
Removed
- Support for Windows 7 and Windows 8.1.
- 32-bit Windows builds.
Changed
- Settings are written to a logger in a single transaction. If the connection drops, the logger keeps its previous settings instead of a partial set.
- Firmware downloads are cached for offline use in the field.
Upgrading from LogSet
Installing Field Studio removes LogSet 4.x from the computer. Projects stay where they were and are converted when first opened. The HSM-1040 calibration wizard is now part of the module page.
For supported operating system versions and hardware, see Installing Field Studio.
""")

D("fk-28", "Halvorsen Field Studio 5.3 Release Notes", """
Released 14 August 2023 - Windows and macOS
Added
- Gateway provisioning for Brua GW-5 gateways running GWOS 2.7 and later, including certificate enrolment and cloud linking in one step.
- Draft RCS profiles: prepare a settings change while offline and publish it to Halvorsen Cloud later.
- Device template for the HSM-3310 sealed water level module. Reading HSM-3310 data requires a logger firmware release that supports the module.
- The Firmware page shows a summary of the release notes before you install an update.
Changed
- Firmware images are verified against Halvorsen's signing key before they are written to a device.
- The gateway list groups gateways by site.
Fixed
- Export to CSV used the computer's locale for decimal separators, which broke imports in some tools.
- The live channel view froze after a logger had been connected for more than 12 hours.
- Detect Modules did not find HSM-2210 modules on port S4 of SL-310 loggers.
Known issues
- Provisioning a GW-5 on GWOS 2.6.x still works but does not enrol a device certificate. Update the gateway to 2.7.0 or later to use certificate-based cloud linking.
- On some Windows 11 systems, the first connection to a logger after waking from sleep fails. Reconnect the cable to recover.
""")

D("fk-29", "Field Studio FAQ", """
Is Field Studio free?
Yes. Field Studio is free for all Halvorsen customers. You need a Halvorsen Cloud account to sign in, but most functions work offline afterwards.
Does Field Studio run on Linux?
Not officially. A beta package for Ubuntu 22.04 (.deb) is available through the Early Access programme. The beta can configure and read out loggers over USB but cannot provision gateways or update gateway firmware. Ask support to join Early Access.
Can I work without an internet connection?
Yes, for configuring and reading out loggers over USB. Publishing RCS profiles, downloading firmware and linking gateways need a connection.
Where are my projects stored?
In Documents/Field Studio/Projects on both Windows and macOS. Each project is a single .hfs file that you can copy or keep under version control.
My gateway shows as "unknown model". What is wrong?
Your Field Studio version is older than the gateway firmware expects. Install the latest Field Studio; the release notes of each gateway firmware line state the minimum version.
How do I update logger firmware?
Connect the logger over USB, open Device > Firmware and pick a release. Field Studio keeps downloaded firmware in a local cache, so you can update loggers in the field without internet access.
Can two people edit the same project?
Not at the same time. Use Halvorsen Cloud device groups for shared work, or keep project files in a shared folder and take turns.
Why is a setting greyed out?
The logger's firmware does not support that setting. Update the firmware and reconnect.
""")

D("fk-30", "Installing Field Studio", """
Halvorsen Field Studio is the desktop application for configuring loggers, reading out data over USB, updating firmware and provisioning gateways.
System requirements
| Item | Requirement |
| Windows | Windows 10 (22H2) or Windows 11, 64-bit |
| macOS | macOS 12 Monterey or later, Apple silicon or Intel |
| Memory | 4 GB RAM minimum, 8 GB recommended |
| Disk | 1.5 GB free space, plus room for the firmware cache |
| Ports | One USB-C or USB-A port (an adapter cable is supplied with loggers) |
| Network | Internet access for sign-in, updates and gateway provisioning |
Windows
1. Download the installer from the Halvorsen support portal under Downloads > Field Studio.
2. Run the installer as a user with administrator rights.
3. When asked, allow installation of the HI-CDC USB driver. Without it, loggers are not detected.
4. Start Field Studio from the Start menu.
macOS
1. Download the disk image from the same page and open it.
2. Drag Field Studio to Applications.
3. On first start, allow Field Studio to access USB accessories when macOS asks.
First start
5. Sign in with your Halvorsen Cloud account. Single sign-on works if your organisation has enabled it.
6. Open Preferences > Updates and choose the update channel: Stable (recommended) or Preview.
7. Connect a logger and check that it appears under Devices.
Silent installation for managed Windows fleets is described in the Field Studio administrator guide.
""")

D("fk-31", "Halvorsen Cloud: Service Overview", """
Halvorsen Cloud is the hosted service that receives data from Halvorsen loggers and gateways, stores it, and makes it available in the web console, over the REST API and to partner systems. This page introduces its main components.
Components
- Data Store: keeps every observation for the retention period of your plan (13 months on Standard, 10 years on Archive). Observations are stored in UTC with the unit reported by the sensor module.
- Remote Configuration Service (RCS): changes logger settings without a site visit. Changes are queued in the cloud and delivered to the logger the next time it uploads.
- Alerts: threshold, offline and low-battery notifications by e-mail, SMS or webhook.
- Brua Relay: forwards incoming observations to third-party systems within seconds of arrival.
- REST API v2 and webhooks: programmatic access for your own software and for partner integrations.
Regions
Each organisation is hosted in one region, chosen at sign-up: eu1 (Stavanger, Norway) or na1 (Montreal, Canada). Data does not leave its region except through destinations you configure yourself.
Accounts and roles
Each organisation has Owners, Configurators and Viewers. Only Owners can create API clients; Configurators can queue settings changes.
Availability
The service targets 99.9 % monthly availability. Planned maintenance is announced on the status page at least five days in advance. Loggers and gateways buffer data during outages and upload it afterwards.
Contact
Product questions and feedback: Ingrid Solberg, Product Manager, Halvorsen Cloud. Operational issues: Halvorsen support.
""")

D("fk-32", "How to change logger settings remotely with RCS", """
RCS delivers settings changes to loggers at their next upload, so you can adjust intervals, thresholds and calibration without a site visit. This article explains the requirements and the steps in the web console.
Requirements
- Logger firmware 3.3.0 or later on Skarv and Tinde loggers, or VX 5.0 or later on the Varde VL-900. Loggers on older firmware or on the LTS 2.9 line show "RCS: unsupported" on their device page.
- The logger's rcs_enabled setting must be true. It is false by default and can only be switched on locally with Field Studio, as a safeguard against accidental remote access.
- A Halvorsen Cloud role of Configurator or Owner.
Steps in the web console
1. Open Devices and select one or more loggers.
2. Click Settings > Remote change.
3. Edit the values. Settings that need a restart are marked with a clock icon.
4. Add a comment and click Queue change. The status shows Pending.
5. After the logger's next upload, the status changes to Applied or Rejected. Rejected changes show the logger's reason.
Using the API
Scripts and partner systems can queue the same change with PUT /v2/devices/{device_id}/config. See the API reference page "Device configuration" for the request body, the change status call and the error codes.
Tips
- radio_region cannot be changed remotely, because a wrong band would cut the logger off from its gateway.
- Only one change per logger can be pending. Queuing another one replaces the first.
- If a change stays Pending for more than three upload intervals, check the logger's last contact time and battery.
""")

D("fk-33", "Deprecation Notice: Halvorsen Cloud API v1", """
Published 2 October 2023 - Ingrid Solberg, Product Manager, Halvorsen Cloud
Halvorsen Cloud API v1 is being retired. Since API v2 became generally available in 2022, all new features, including settings changes and webhooks, have been built on v2 only. Running two API generations side by side slows down our work on the service, so we are closing v1 on the schedule below.
Timeline
| Date | What happens |
| 2 October 2023 | New API v1 keys can no longer be created. |
| 1 January 2024 | API v1 becomes read-only. Write endpoints return 410 Gone. |
| 31 March 2024 | API v1 is retired. All v1 requests return 410 Gone. |
What you need to do
- Move your scripts and integrations to API v2. The guide Migrating from API v1 to API v2 maps every v1 endpoint to its v2 equivalent.
- If your scripts use the hipy Python package, they will stop working on 31 March 2024. hipy is no longer developed; the guide Moving from hipy explains how to switch to its successor.
- Delete API v1 keys you no longer need under Settings > API keys.
Partner integrations
All partner integrations listed on our partner pages already use API v2 and need no action from you.
Questions
Contact your account manager or open a support ticket. Reminders will appear in the console 90, 30 and 7 days before each date.
""")

D("fk-34", "Migrating from API v1 to API v2", """
This guide lists what changes when you move an integration from Halvorsen Cloud API v1 to API v2, and the order in which to make the changes.
Endpoint mapping
| API v1 | API v2 | Notes |
| GET /api/v1/stations | GET /v2/devices | Stations are now called devices and include gateways. |
| GET /api/v1/stations/{id}/readings | GET /v2/devices/{device_id}/observations | Cursor pagination instead of numbered pages. |
| POST /api/v1/stations/{id}/settings | PUT /v2/devices/{device_id}/config | Asynchronous: returns a change ID. |
| GET /api/v1/alarms | GET /v2/alerts | Adds severity and acknowledgement fields. |
| GET /api/v1/sites | GET /v2/sites | Same fields, renamed to snake_case. |
Authentication
API v1 used a static key sent in the X-HI-Key header. API v2 uses OAuth 2.0 client credentials: create an API client, request a short-lived access token and send it as a bearer token. Each v2 endpoint needs a specific scope; see Authentication and rate limits.
Other differences
- Timestamps: v1 returned site-local time strings; v2 uses RFC 3339 in UTC.
- Pagination: v1 used page and per_page; v2 returns next_cursor.
- Units: v2 includes a unit field with every value instead of a per-station unit table.
- Errors: v2 returns a JSON error object with a machine-readable code.
Suggested order
1. Create an API client with the scopes your integration needs.
2. Switch read calls first and compare the results with v1 for a few days.
3. Switch write calls, then delete your v1 keys.
""")

D("fk-35", "API Reference: List observations", """
GET /v2/devices/{device_id}/observations
Returns the observations recorded by one device, oldest first. Requires an access token with the observations:read scope.
Query parameters
| Parameter | Default | Description |
| start | (required) | Start of the time range, RFC 3339 in UTC, inclusive. |
| end | now | End of the time range, exclusive. |
| channel | all channels | Channel key, for example s1.vwc. Repeat the parameter to request several channels. |
| limit | 500 | Observations per page. Maximum 1000; larger values return 400 invalid_limit. |
| cursor | (none) | Value of next_cursor from the previous page. When set, start and end are ignored. |
| quality | all | good, suspect or all. |
Example request
```
curl -H "Authorization: Bearer $TOKEN" \\
  "https://api.hi-cloud.example/v2/devices/dev_7Q2KX9/observations?start=2024-05-01T00:00:00Z&channel=s1.vwc&limit=1000"
```
Example response
```
{"device_id": "dev_7Q2KX9",
 "observations": [{"t": "2024-05-01T00:00:00Z", "channel": "s1.vwc", "value": 27.4, "unit": "%", "quality": "good"}],
 "next_cursor": "c_01HZX3RQ"}
```
Notes
- Keep requesting with cursor until next_cursor is null.
- A cursor stays valid for 15 minutes.
- Each page counts as one request towards your rate limit.
- Observations that arrive late are inserted at their measurement time, so an export of a past period can grow after you first read it.
""")

D("fk-36", "API Reference: Device configuration", """
PUT /v2/devices/{device_id}/config
Queues a settings change for one logger. The change is delivered when the logger next uploads, so the call returns immediately with a change ID instead of the final result. Requires the config:write scope.
Request body
```
{"settings": {"upload_interval": 600, "low_batt_threshold": 3.4},
 "comment": "Shorter interval for irrigation season"}
```
Response
202 Accepted with {"change_id": "chg_3MZ81", "status": "pending"}.
Error responses
| Status | Error code | Meaning |
| 400 | invalid_setting | Unknown setting name or value out of range. |
| 403 | insufficient_scope | The token does not have config:write. |
| 404 | device_not_found | No device with this ID in your organisation. |
| 409 | firmware_unsupported | The logger runs firmware older than 3.3.0 or the LTS 2.9 line. |
| 422 | setting_not_remote | The setting cannot be changed remotely, for example radio_region. |
| 423 | remote_config_disabled | The logger's rcs_enabled setting is false. |
Checking the result
GET /v2/devices/{device_id}/config/changes/{change_id} returns pending, applied or rejected. A rejected change includes the reason reported by the logger.
Example
```
curl -X PUT -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\
  -d '{"settings": {"upload_interval": 600}}' \\
  https://api.hi-cloud.example/v2/devices/dev_7Q2KX9/config
```
Only one change per device can be pending. A second PUT replaces the pending change.
""")

D("fk-37", "Authentication and Rate Limits (API v2)", """
API v2 uses the OAuth 2.0 client credentials flow. Organisation Owners create API clients under Console > API clients and choose the scopes each client may request.
Getting a token
```
curl -X POST https://auth.hi-cloud.example/oauth/token \\
  -d grant_type=client_credentials \\
  -d client_id=$CLIENT_ID -d client_secret=$CLIENT_SECRET \\
  -d scope="observations:read alerts:read"
```
Tokens are valid for 3600 seconds. There are no refresh tokens; request a new token when the old one expires. Send the token in the Authorization header as a bearer token.
Scopes
| Scope | Grants access to |
| observations:read | GET /v2/devices, GET /v2/devices/{device_id}/observations, GET /v2/sites |
| alerts:read | GET /v2/alerts |
| alerts:write | POST /v2/alerts/{alert_id}/acknowledge |
| config:write | PUT /v2/devices/{device_id}/config and the change status call |
| webhooks:manage | POST, GET and DELETE /v2/webhooks |
Rate limits
- 600 requests per minute per API client, with bursts of up to 100 requests.
- Token requests are limited separately to 20 per minute per client.
- When you exceed a limit, the API returns 429 Too Many Requests with a Retry-After header giving the wait in seconds.
Good practice
- Cache tokens for their lifetime instead of requesting one per call.
- Use the narrowest scopes your integration needs.
- Keep client secrets out of source code and logs.
""")

D("fk-38", "Brua Relay Configuration Reference", """
Brua Relay is a Halvorsen Cloud feature that forwards observations to external systems as soon as they are stored. It runs entirely in the cloud and works the same for loggers that upload through a gateway and for cellular loggers. Configure it under Console > Integrations > Brua Relay.
Destination settings
| Parameter | Default | Description |
| destination_url | (none) | HTTPS endpoint that receives deliveries. Plain HTTP is refused. |
| format | json | Payload format: json, csv or lineproto. |
| batch_seconds | 60 | Longest time observations are collected before a delivery is sent. Range 10 to 900. |
| batch_max_records | 5000 | A delivery is sent early when this many observations are waiting. |
| device_filter | all | Device IDs or device tags to forward. |
| channel_filter | all | Channel keys to forward, for example s1.vwc. |
| signing_secret | generated | Secret used to sign each delivery. Shown once; rotate it from the destination page. |
| retry_window_h | 24 | Hours during which failed deliveries are retried before they are discarded. |
Limits
- Up to 5 destinations per organisation.
- Each destination receives at most 20 deliveries per minute; further observations are added to the next delivery.
Signing
Every delivery carries a signature header computed in the same way as for API v2 webhooks, using the destination's signing_secret. Receivers should verify it before accepting data. If a receiver reports signature failures, see KB-2203.
Monitoring
The destination page shows deliveries, failures and the current backlog for the last 7 days.
""")

D("fk-39", "KB-2203: Webhook and Brua Relay deliveries fail signature verification", """
Author: Marit Ekdahl, Staff Cloud Engineer - Created 14 June 2023
Applies to: API v2 webhooks, Brua Relay destinations
Symptom
The receiving system rejects deliveries from Halvorsen Cloud with messages such as "signature mismatch" or "invalid signature". In the console, the delivery log shows HTTP 401 or 403 responses from the receiver, and the same deliveries are retried until their retry window ends.
Cause
In most cases the receiver computes the HMAC over a different body from the one that was signed. Web frameworks often parse the JSON body and re-encode it before your code sees it, which changes whitespace, key order or number formatting, so the digest no longer matches. Less often, the secret was rotated in the console but the receiver still has the old one, or the receiver's clock is more than five minutes off and it rejects the timestamp.
Resolution
1. Compute HMAC-SHA256 over the raw request bytes exactly as received, before any JSON parsing, prefixed with the timestamp header value and a full stop.
2. Compare the result with the signature header in constant time.
3. In Python, use verify_signature() from halvorsen-sdk 2.3.0 or later, which takes the raw body and headers and applies the timestamp tolerance for you.
4. After you rotate a secret, the old and the new secret are both accepted for 24 hours. Update the receiver within that window.
5. Check that the receiver's clock is synchronised with NTP.
Recovering missed data
Failed deliveries are retried automatically until their retry window ends. For older gaps, fetch the missing period from the observations endpoint.
""")

D("fk-40", "API Reference: Webhooks", """
Webhooks push events from Halvorsen Cloud to your HTTPS endpoint as they happen, so you do not have to poll. Managing webhooks requires the webhooks:manage scope.
Register a webhook
POST /v2/webhooks
```
{"url": "https://example.org/halvorsen/events",
 "events": ["observation.created", "device.offline"],
 "secret": "whsec_4f9a21"}
```
Events
| Event | Sent when |
| observation.created | New observations from a device have been stored (one event per upload). |
| device.offline | A device misses three expected uploads. |
| device.online | An offline device uploads again. |
| config.applied | A queued settings change was applied by the logger. |
| config.rejected | A logger refused a queued settings change. |
| alert.raised | An alert rule fired. |
Delivery
Each delivery is an HTTP POST with a JSON body and these headers:
- X-Halvorsen-Event: the event name.
- X-Halvorsen-Delivery: a unique delivery ID, useful for de-duplication.
- X-Halvorsen-Timestamp: Unix time of sending.
- X-Halvorsen-Signature: hex HMAC-SHA256 of the timestamp, a full stop and the raw body, keyed with the webhook secret.
Respond with any 2xx status within 10 seconds. Failed deliveries are retried up to 8 times over 12 hours with exponential back-off; after that the delivery is dropped and listed under Console > Webhooks > Failed.
Verifying signatures
Recompute the signature and compare it in constant time. Reject deliveries whose timestamp is more than five minutes old. If your endpoint rejects deliveries because the signature does not match, see KB-2203.
""")
