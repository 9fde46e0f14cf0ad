# Documents gr-41 .. gr-60: press releases, news, parliamentary material,
# network companies, histories, letters, safety decisions, obituaries,
# speeches, enforcement and the tribunal.

DOCS = [
("gr-41", "Aldmere Generation completes acquisition of Brightwater Storage", """
ALDMERE, 4 December 2020 - Aldmere Generation today completed its acquisition of Brightwater Storage, the developer and operator of the country's largest battery, following clearance by the competition authority on 27 November.
Brightwater's 22 employees will join Aldmere, and the business will be renamed Aldmere Storage early in 2021. Financial terms were not disclosed.
The acquisition includes the 100 MW battery already in operation, a consented second phase of the same size that holds a fifteen-year capacity agreement, and a pipeline of about 600 MW of projects at various stages of development, several of them on land next to existing Aldmere substations.
Petra Lind, chief executive of Aldmere Generation, said: "Hydro has balanced Marenland's electricity system for sixty years. Batteries will do more and more of that work, especially in the first seconds after something goes wrong, and we intend to be the company that does both. Brightwater's team has shown what storage can do, and they will now have the balance sheet to do it at scale."
Elin Mork, co-founder of Brightwater Storage, will lead the storage business and join Aldmere's executive committee.
About Aldmere Generation: Aldmere operates about 1,250 MW of hydroelectric and pumped-storage capacity in Marenland and is listed on the Holvik exchange.
Media enquiries: press office, Aldmere.
"""),

("gr-42", "Vaskor North unit 2 returns to service on biomass", """
HOLVIK, 6 September 2021 - Vaskor Energi announced today that unit 2 at Vaskor North Power Station has returned to commercial operation after conversion to burn wood pellets, making it the first large coal unit in Marenland to be converted to biomass.
The conversion cost MKR 118 million and took fourteen months. It involved new pellet mills, modified burners, a covered fuel store and dust suppression and explosion protection throughout the fuel handling system. The unit's maximum output on pellets is 305 MW, compared with 330 MW on coal.
Pellets will be imported through the port of Norrvik under a five-year contract with suppliers in Kastovia and the Baltic region, all certified under a recognised sustainable forestry scheme, and carried to the station by rail in covered wagons.
"Converting rather than closing keeps skilled jobs in the north-east and keeps a large, controllable unit on the system as coal comes off," said Lars Tengvall, founder and chief executive of Vaskor Energi. "This is what a responsible exit from coal looks like."
Unit 1 will continue to burn coal until it closes under the government's phase-out timetable. Vaskor Energi is studying whether it, too, could be converted, but says the decision depends on future capacity market rules.
Environmental groups criticised the project, arguing that imported biomass is not carbon-neutral over the timescales that matter for climate targets.
"""),

("gr-43", "Marenland to end coal power by 2028, minister confirms", """
By our energy correspondent, 21 January 2021
Marenland will stop generating electricity from coal by the end of 2028, two years earlier than previously planned, the energy minister Halvard Ness told parliament on Thursday.
Only two coal units are still operating in the country, and both belong to the same owner. One is already being converted to run on wood pellets; the other will have to close or convert by the deadline. The government will not compensate owners, but a transition fund of MKR 300 million will support retraining and local economic projects in the north-east.
"The question is no longer whether we leave coal but how we do it without leaving communities behind," Ness said, adding that new gas-fired plant, storage and wind would maintain security of supply.
The announcement was welcomed by environmental groups, though some said the date should have been 2026. The metalworkers' union warned that the retraining fund was "a fraction of what is needed" and called for guarantees for the 210 workers at the country's last coal station.
Industry reaction was muted. The owner of the remaining coal units said the timetable was "consistent with our plans". One trader noted that coal now runs mainly on cold, still evenings and that its exit would make the system more dependent on hydro reserves in dry winters.
The deadline will be written into law through an amendment to the Electricity Act later this year.
"""),

("gr-44", "Written parliamentary answer: Brenna Link outage", """
Question No. 2022/1147, tabled on 14 February 2022 by Kristin Aaland (Westland North): To ask the Minister for Energy and Industry what assessment he has made of the effect on security of supply of the outage of the Brenna Link, and when the link is expected to return to service.
Answer by Halvard Ness, Minister for Energy and Industry, 21 February 2022:
The Brenna Link tripped at 04:17 on 3 February 2022 following a fault on the subsea cable. The Brenna Link Company has located the fault about 61 km from the Marenland landfall, in water some 70 metres deep, and a repair vessel has been contracted. On current plans the repair joint will be completed and tested by the middle of April, weather permitting.
MTO has advised me that capacity margins remain adequate for the rest of the winter, although they are tighter than forecast. It has increased reserve holdings and agreed with hydro generators to conserve reservoir levels in the Skarde highlands.
The T-1 capacity auction to be held in March will reflect the uncertainty over imports. I have asked MERA to review, once the link has returned to service, whether the owners' spares strategy for subsea cable is adequate, and I will place the review in the parliamentary library.
I am grateful to the crews working in difficult conditions in the Brenna Sound.
"""),

("gr-45", "KastGrid", """
KastGrid is the transmission system operator of Kastovia, responsible for the country's 400 kV and 220 kV networks and for real-time balancing. It was founded in 1996, when the Kastovian state electricity company was split into generation, transmission and retail businesses ahead of the country's entry into the regional market. The state owns all of its shares through the Ministry of Finance.
The company has its headquarters in Draven, the Kastovian capital, with a standby control centre at Velin. It employs about 2,900 people and operates some 9,400 km of circuits, as well as alternating-current interconnections with three other neighbours.
KastGrid owns half of the Brenna Link to Marenland, its only connection across the Brenna Sound, with MTO holding the other half through their joint company. The link was for many years the largest project in KastGrid's history, and several of the engineers who worked on it went on to senior posts elsewhere. Petra Lind, who ran the project on the Kastovian side, left in 2016 to become chief executive of a Marenland hydro generator; Milan Horvak, the project's commercial lead, has been KastGrid's own chief executive since 2019.
In 2023 KastGrid and MTO signed a memorandum of understanding to study a second link across the sound, provisionally called Brenna 2, with a possible landfall further east.
"""),

("gr-46", "Holvik City Networks", """
Holvik City Networks (HCN) is the distribution network operator for the city of Holvik and its suburbs, serving about 1.12 million connections, the largest number of any network company in Marenland. It is wholly owned by Holvik Municipal Holdings, the city's holding company for its utility and transport businesses.
The company traces its history to the municipal electricity department founded in 1895 to light the city's main streets. It built the capital's first underground cable network in the 1920s and ran its own small power stations until they were transferred to the State Grid Board after the war. When the 1998 Act separated network ownership from supply, the city kept the wires business and sold its retail customers to a private supplier.
Almost all of HCN's network is underground: about 11,800 km of cable at voltages from 132 kV down to 400 V, fed from 61 primary substations. Reliability is among the best in the country, but the company faces rising costs from the electrification of heat and transport. Its investment plan for 2021-2026 includes reinforcing the older inner-city substations and a programme of flexibility contracts with businesses and households.
Annika Berg has been chief executive since 2019. The company's headquarters are in the former tram depot at Nygate.
"""),

("gr-47", "Westland Power Distribution", """
Westland Power Distribution (WPD) is the distribution network operator for Marenland's five western counties, serving about 640,000 customers from its headquarters in Westhaven. It should not be confused with Westland Power Supply, an unrelated retail supplier based in the same town.
WPD was formed in 1998 from the network business of the Western Electricity Board and was owned for its first seventeen years by a consortium of county councils and a Kastovian utility. In 2015 the consortium sold the company to Stavern Infrastructure Fund for MKR 3.1 billion, the largest transaction in the Marenland network sector at the time. The fund has since refinanced the company twice and increased its borrowing, prompting MERA to tighten the financial ring-fencing conditions in its licence in 2019.
The network is a mix of overhead lines in the rural interior and cables in the coastal towns. Western counties have more solar and small hydro than any other part of the country, and WPD has been a pioneer of flexible connections that allow generators to connect quickly in exchange for accepting curtailment at times of congestion.
The company's control room in Westhaven was rebuilt after the storm of December 2013, when flooding put the old building out of action for three days and engineers had to run the network from a mobile unit in the depot car park.
"""),

("gr-48", "North Marenland Electricity", """
North Marenland Electricity (NME) is the distribution network operator for the northern and north-eastern counties of Marenland, including Skarde, the upper Olsa valley and the Tessby district. It serves about 410,000 customers across nearly half of the country's land area, which makes its network the longest per customer of the three distribution companies.
NME was created in 1998 from the northern network business of the State Grid Board. It was privatised in 2004 and has been owned since 2012 by Nordlys Utilities, a listed Kastovian group that also owns water companies in both countries.
Much of the network is overhead line crossing forest and moorland, and storms are the main cause of interruptions. After the gales of January 2015 left 60,000 customers without power for up to four days, MERA required NME to undertake a programme of undergrounding and tree clearance, and the company now holds mobile generators at each of its eleven depots.
The north's wind and hydro resources mean that NME connects more generation per customer than any other network in the country. Queues for connection at some substations in the Skarde highlands now exceed five years.
The chief executive is Trond Vassbotn, who joined from a Kastovian water utility in 2020.
"""),

("gr-49", "From State Grid Board to MTO: a short history of the national transmission company", """
The national transmission company traces its origins to the State Grid Board, established by the Electricity Supply Act 1948 to join the country's scattered municipal and private systems into a single 220 kV network. For half a century the board built and ran almost everything: hydro schemes in the north, coal stations on the Olsa estuary, the first 400 kV lines in 1968 and, under its nuclear division, the two reactors at Solvang.
The Electricity Act 1998 stripped away generation, which went to three new companies, and the northern distribution business. What remained of the State Grid Board was a transmission owner and system operator of about 1,800 staff, still run as a public body under the direct control of the ministry.
On 1 April 2009 the board was converted into a state-owned limited company and renamed MTO. The change was intended to give the company the financial independence needed for large projects, above all the Brenna Link, in which it took a 50 per cent stake alongside its Kastovian counterpart. The link entered service in 2014.
Since then MTO has taken on the role of delivery body for the capacity market, begun a major north-south reinforcement programme to carry wind power towards Holvik, and rebuilt its national control centre. Johan Krell has been chief executive since 2015. The state remains the sole shareholder through the Ministry of Finance.
"""),

("gr-50", "Solvang Nuclear Company: response to consultation on capacity market de-rating factors", """
To: Capacity Market Delivery Team, MTO, Holvik
From: Kari Vinje, Head of Regulatory Affairs, Solvang Nuclear Company
Date: 3 November 2023
Subject: Consultation on de-rating factors for the 2024 capacity auctions
1. SNC welcomes the opportunity to respond. We operate the two reactors at Solvang, Solvang 1 and Solvang 2, which together provide about a quarter of Marenland's electricity and almost 2,000 MW of de-rated capacity in current agreements.
2. The consultation proposes to reduce the de-rating factor for nuclear plant from 93.96 per cent to 90.1 per cent. This reflects outage statistics for 2019 to 2023 that include the extended 2021 outage of Solvang 2, caused by a one-off inspection programme of steam generator tubes that is not expected to recur.
3. We propose that the factor be calculated over a rolling seven-year period, or that outages caused by inspections required by the safety regulator be excluded, as is done for hydro outages caused by statutory dam inspections.
4. We also ask MTO to publish the underlying availability data by technology so that participants can reproduce the calculation.
5. We would be happy to discuss these points. This response may be published in full.
Yours faithfully,
Kari Vinje
"""),

("gr-51", "NSI decision: periodic safety review of Solvang 1, permission for continued operation", """
Decision reference: NSI/2021/08
Licensee: Solvang Nuclear Company
Installation: Solvang 1 pressurised water reactor
1. The licensee submitted the third periodic safety review of Solvang 1 on 30 June 2020, covering the period since the second review in 2010 and the intended period of further operation.
2. The NSI has assessed the review against current safety standards. Particular attention has been paid to the embrittlement of the reactor pressure vessel, the qualification of electrical equipment for accident conditions, protection against external flooding from the sea, and the adequacy of emergency arrangements for the Solvang headland.
3. The NSI concludes that the PSR demonstrates that Solvang 1 can continue to operate safely, subject to the improvements identified by the licensee and to the conditions below.
4. Permission is granted for continued operation of Solvang 1 until 31 December 2034. Conditions: (a) replacement of the emergency diesel generators by the end of the 2026 refuelling outage; (b) installation of a bunkered emergency feedwater system by 2027; (c) surveillance specimen testing of the pressure vessel at the 2028 outage, with results submitted within six months.
5. Operation beyond 2034 would require a new safety case, including a full reassessment of pressure vessel integrity.
Rolf Hammar, Chief Inspector, 15 December 2021
"""),

("gr-52", "Vaskor Energi and Ostra Energie agree merger to create Vaskor Ostra", """
HOLVIK, 14 June 2023 - Vaskor Energi and Ostra Energie today announced an agreement to combine their businesses in an all-share merger, creating a cross-border generator with about 3,100 MW of gas, hydro, biomass and coal capacity on both sides of the Brenna Sound.
Under the terms of the agreement, Vaskor Energi shareholders will own 58 per cent of the combined group and Ostra Energie shareholders 42 per cent. The group will be called Vaskor Ostra and will have its head office in Holvik, with trading and hydro operations based in the Kastovian port of Meresk.
Lars Tengvall, founder of Vaskor Energi, will become chair. Katja Novak, currently chief executive of Ostra Energie, will become chief executive of the combined group.
"Our portfolios fit together almost perfectly," said Novak. "Ostra's reservoirs can store energy when Marenland's thermal plant runs, and Vaskor's flexible units can cover for us in a dry year. Together we can trade across the Brenna Sound in a way neither company could alone."
The merger is expected to produce annual cost savings of about MKR 90 million by 2026. It requires the approval of both companies' shareholders, merger clearance in both countries and MERA's consent to a change of control of Vaskor Energi's generation licences. Completion is expected in the fourth quarter of 2023.
"""),

("gr-53", "Erik Haldorsen, 1944-2022", """
Erik Haldorsen, who has died aged 77, was the first chief executive of Norrvik Power and for almost two decades the dominant figure in Marenland's privatised electricity industry.
Born in Norrvik on 11 June 1944, the son of a ship's engineer, he studied mechanical engineering in Holvik and joined the State Grid Board in 1969 as an assistant engineer at a coal station then under construction. He rose steadily through the thermal side of the board, becoming head of thermal generation in 1990, and when the Electricity Act 1998 split the board he was the obvious choice to lead the new thermal company.
Haldorsen steered Norrvik through its flotation, built the country's first large combined-cycle gas plant and fought hard, sometimes bitterly, against emission rules he believed would close coal stations too early. Yet it was Haldorsen who in the end closed Harrowfield A and sold Tessby, in 2017, a decision he later described as the hardest he ever signed. He also persuaded a sceptical board to invest in offshore wind.
Colleagues remembered a blunt, loyal manager who knew the names of shift workers at every station. He retired at the end of 2017 and was succeeded by Ingrid Sollen, whose appointment he strongly supported.
He died at home in Norrvik on 2 March 2022. He is survived by his wife, Liv, and three sons.
"""),

("gr-54", "Torvhamn converter station", """
Torvhamn converter station converts alternating current from the Marenland transmission network to direct current for transmission across the Brenna Sound, and back again when power is imported. It stands on part of the site of the former naval dockyard at Torvhamn, on the southern coast.
The station was built between 2011 and 2013 by a consortium led by Helmark Energy Systems. Its main buildings are two valve halls housing thyristor valves, a control building and an outdoor yard with the converter transformers, AC filters and switchgear. It connects to the 400 kV Torvhamn substation by a short double-circuit line, and the subsea cable comes ashore at a transition joint bay near the old dry dock.
The choice of the dockyard site, rather than a greenfield location further west, was controversial. It required the removal of contaminated soil and the relocation of a listed crane, but it was strongly supported by the town council, which saw the project as a way to bring engineering jobs back to the port.
About 25 permanent staff work at the station, mostly in maintenance. A community fund financed by the link's owners supports apprenticeships and a sailing club, and a viewing gallery in the control building is opened to the public on heritage days.
"""),

("gr-55", "Major power stations in Marenland", """
The table lists power stations of 300 MW or more connected to the transmission system at the end of 2023. Capacities are net. Stations that have been renamed are listed under their current name.
| Station | Type | Owner | Capacity (MW) | Region |
|---|---|---|---|---|
| Solvang | Nuclear (2 units) | SNC | 2,070 | South-west |
| Harrowfield B | CCGT | Norrvik Power | 860 | Olsa estuary |
| Skarde Bank | Offshore wind | Halden Offshore Wind | 640 | North |
| Vaskor North | Coal and biomass | Vaskor Ostra | 635 | North-east |
| Brenna Dam | Pumped storage | Aldmere Generation | 540 | Skarde highlands |
| Lindhavn B | CCGT | Westport Energy | 455 | South |
| Olsa Falls | Hydro | Aldmere Generation | 320 | Olsa valley |
| Ekeby | OCGT | Westport Energy | 310 | Central |
Wind farms and batteries below the threshold, including several onshore wind farms in the highlands and the Mossby battery, are not shown. Interconnector capacity is listed separately in MTO's annual security of supply statement.
"""),

("gr-56", "Speech by Maren Alstad to the Marenland Energy Forum, 10 October 2022", """
Check against delivery.
Thank you for inviting me back. When I spoke here two years ago, I said that the next decade would test whether our rules could keep pace with our engineering. I did not expect the test to come quite so quickly.
In August last year we saw what happens when a system designed around large spinning machines meets a generation mix it was not designed for. A lightning strike, which the network handled perfectly, turned into power cuts for hundreds of thousands of people because equipment at a wind farm, a gas turbine and thousands of small generators all behaved in ways the rules had not anticipated. Our investigation was uncomfortable reading for several companies, and for us.
This year the interconnector was out of service for more than two months, capacity prices reached a record, and coal is leaving the system faster than many expected. None of these is a crisis on its own. Together they tell us that resilience must be designed in, not assumed.
So I want to set out three priorities. First, compliance: we will check that plant performs as its owners say it does, and we will act when it does not. Second, charging: locational signals will become stronger, and we will consult properly when we change them. Third, flexibility: storage, demand response and hydro must be able to compete on fair terms.
Regulators are sometimes accused of being slow. I would rather be accused of that than of being surprised. Thank you.
"""),

("gr-57", "Wind firm claims partial victory in charging fight", """
A small wind developer has won part of its challenge to the regulator's overhaul of transmission charges, in a ruling that could reopen the boundaries of Marenland's new charging zones.
The Energy Appeals Tribunal found that MERA had acted unfairly by approving a late change to the boundary of the new highland zone without asking the companies affected what they thought. It rejected the company's wider arguments that the zones were not cost-reflective and that they discriminated against small generators.
Norvik Renewables, which brought the case, said it had been "vindicated on the point that mattered". Its former managing director Aksel Moe, who still sits on the board, said the change had added more than a third to the wind farm's annual network costs "with the stroke of a pen".
MERA said it would consult on the boundary over the summer and that tariffs for the current year would not change. A spokesman added that the tribunal had upheld "the core of the reform".
Two other wind farm owners in the highlands are expected to ask for any revised boundary to be applied retrospectively, though lawyers said the tribunal's order gives little support for that. Analysts at a Holvik bank estimated that moving the boundary back would cut charges for the three farms by about MKR 2.4 million a year in total.
"""),

("gr-58", "MERA Decision 14/2022: enforcement, Halden Offshore Wind Ltd", """
1. This notice sets out MERA's decision following its investigation into whether Halden Offshore Wind Ltd ("the Licensee") complied with the Grid Code, in respect of its offshore generating station connected at Kellby, during the system event of 9 August 2021.
2. The investigation found that the reactive compensation equipment at the Licensee's onshore substation was operating with a control software version that had not been notified to or tested by MTO. When the voltage dipped following a transmission fault, the equipment's control system locked out, and the station's output fell by 310 MW. This was a breach of the fault ride-through requirement in paragraph CC.6.3.15 of the Grid Code and of the Licensee's obligation to notify MTO of changes to plant.
3. The Licensee cooperated fully, admitted the breaches at an early stage and replaced the software in January 2022, after which MTO witnessed a successful compliance test.
4. MERA has accepted an undertaking by the Licensee to pay MKR 4.5 million to the Energy Customer Redress Fund, in lieu of a financial penalty. In setting this amount MERA took into account the seriousness of the breach, its contribution to the disconnection of customers, the Licensee's cooperation and the absence of any previous contravention.
5. MERA has separately closed its investigation into the second generator named in the investigation report, having accepted that the steam-pressure trip resulted from an incorrectly configured protection setting that has since been corrected.
Dated 30 June 2022. Maren Alstad, Chair.
"""),

("gr-59", "Brenna Link cable fault of 3 February 2022: summary of the owner's investigation", """
Prepared by the Brenna Link Company for MTO, KastGrid and the two national regulators.
Timeline:
3 Feb 2022 04:17 Link trips on DC cable protection while exporting 720 MW to Kastovia; automatic restart attempt fails.
3 Feb 06:40 Insulation test confirms a cable fault; fault location begins.
5 Feb Fault located by time-domain reflectometry about 61 km from the Marenland landfall.
11 Feb Repair vessel contracted; spare cable length loaded at the Kastovian depot.
2 Mar to 14 Mar Weather standby; wave heights above the vessel's operating limit.
20 Mar Damaged section recovered to the vessel; anchor drag marks visible on the armour.
6 Apr Repair joints completed and cable reburied.
13 Apr High-voltage test passed.
15 Apr Link returned to commercial service.
Root cause: mechanical damage to the cable by a dragged anchor, probably from a vessel sheltering in the sound during a storm on the night of 2 February. Vessel tracking data identified three candidate ships; the matter has been referred to the maritime authorities.
Contributing factors: the cable was buried less deeply than specified along a 3 km stretch of hard seabed, and the repair was delayed by weather.
Recommendations: additional rock protection along shallow-burial sections; a second repair vessel framework agreement; and a request to the maritime authorities to extend the no-anchoring zone across the sound.
"""),

("gr-60", "Energy Appeals Tribunal", """
The Energy Appeals Tribunal (EAT) is a specialist tribunal in Marenland that hears appeals against decisions of MERA on licences, industry codes, charging methodologies and price controls. It was established on 1 January 2011 under the Energy Act 2010, replacing a system under which such decisions could be challenged only by judicial review in the High Court, a route widely criticised as slow and ill-suited to technical disputes.
Each appeal is heard by a panel of three: a legally qualified chair, usually the President, and two expert members drawn from a list of economists, engineers and accountants. The tribunal sits in Holvik and must normally decide an appeal within six months of permission being granted. Further appeal lies to the Court of Appeal on points of law only.
Anneli Voss has been President since 2019. Before her appointment she sat for eleven years as a judge of the Holvik District Court, where she specialised in commercial and competition cases, and she was previously a partner in a Holvik law firm advising infrastructure companies.
The tribunal's first case, Westland Power Distribution v MERA [2011] EAT 1, concerned the allowed rate of return in a distribution price control. The appeal was dismissed, but the judgment set out the standard of review the tribunal still applies: whether the regulator's decision was wrong, not merely whether it was irrational. Later cases have included challenges to grid code decisions and, in 2023, to the new zonal transmission charging methodology.
"""),
]
