# Documents gr-01 .. gr-20: sector overview, companies, plants, people.
# Text is written with one paragraph / row / field per line; build.py strips
# indentation and removes blank lines so that paragraphs are joined by "\n".

DOCS = [
("gr-01", "Electricity sector of Marenland", """
The electricity sector of Marenland serves roughly 7.4 million people through a 50 Hz system that, unusually for a country of its size, is tied to its neighbours by a single direct-current connection. For most of the twentieth century the industry was run as one vertically integrated public body, the State Grid Board, which built the large hydro schemes of the 1950s and 1960s and the coal stations that followed them.
The Electricity Act 1998 broke that body apart. Thermal plant went to Norrvik Power, the hydro fleet to Aldmere Generation, and the two reactors on the south-west coast to a separate nuclear company. The high-voltage network stayed in public hands and has been run since 2009 by the Marenland Transmission Operator (MTO), which also acts as system operator and as delivery body for the capacity market. Licensing, network price control and consumer protection fall to the Marenland Energy Regulatory Authority (MERA), created in 1999.
Distribution is divided between three licensed operators covering the capital, the western counties and the north. Retail supply has been open to competition since 2004, although regulated default tariffs remain for households that have never switched supplier.
In 2022 coal provided about 4 per cent of generation, gas 31 per cent, hydro 22 per cent, nuclear 26 per cent and wind 14 per cent, with the remainder coming from biomass, solar and net imports over the Brenna Link. The government has committed to closing the last coal unit by the end of 2028.
Policy is set by the Ministry of Energy and Industry. Appeals against the regulator's decisions go to a specialist tribunal rather than to the ordinary courts, an arrangement introduced after a series of slow and costly judicial reviews in the 2000s.
"""),

("gr-02", "Norrvik Power", """
Norrvik Power plc is the largest thermal generator in Marenland and, through a joint venture, one of the larger owners of offshore wind in the country. It was incorporated on 1 July 1998, when the coal, oil and gas stations of the State Grid Board were transferred to a new company with its head office in the port city of Norrvik. Its shares were floated on the Holvik exchange in 2001, although the state kept a 30 per cent holding until 2013.
The company's early years were dominated by the Harrowfield site on the Olsa estuary. The coal-fired Harrowfield A station, inherited from the state, was joined at the start of the new century by a combined-cycle plant, Harrowfield B, built on the old coal stockyard beside it.
Coal declined steadily through the 2010s. Harrowfield A closed in 2016, and the following year the company sold its only other coal station, Tessby, after the board concluded that the plant's remaining life was worth more to an owner prepared to run it for capacity payments than to Norrvik itself. The decision was unpopular with unions in the north-east but was welcomed by investors.
Much of the proceeds went into wind. Norrvik holds 51 per cent of the Skarde Bank offshore wind farm, which it developed and now operates on behalf of its partner, and it owns a quarter of the company that runs the nuclear station at Solvang. A trading arm in Holvik sells power to large industrial customers under long-term contracts.
Erik Haldorsen led the company from its creation until the end of 2017. Ingrid Sollen became chief executive in January 2018.
"""),

("gr-03", "Norvik Renewables", """
Norvik Renewables Ltd, known until March 2021 as Norvik Energy, is an independent wind developer based in Port Norvik on Marenland's west coast. The similarity of its name to that of the much larger Norrvik Power, with which it has never had any connection, has caused periodic confusion, including a misdirected invoice for a turbine gearbox in 2012 that its founder later had framed for his office wall.
The company was set up in 2004 by Aksel Moe, a former agricultural engineer, with backing from a group of hill farmers whose land lay along the exposed ridges of the Skarde highlands. Its first project, and still its largest, obtained consent in 2008 after a planning inquiry and began exporting power three years later.
In 2021 a Kastovian infrastructure investor took a minority stake, and the company adopted its present name to reflect plans for solar and battery projects in the south of the country. It now has about 40 employees and a development pipeline of roughly 300 MW.
Outside the industry Norvik Renewables is best known for its challenge to the regulator's 2022 overhaul of transmission charging, which moved its highland site into a markedly more expensive zone. The company took the matter to the Energy Appeals Tribunal, where it succeeded in part. Moe, who stepped down as managing director in 2022, remains on the board and writes a combative blog on network policy.
"""),

("gr-04", "Harrowfield B Power Station", """
Harrowfield B Power Station is a gas-fired combined-cycle station on the north bank of the Olsa estuary, about 6 km downstream from the town of Harrowfield. It is owned and operated by Norrvik Power and has a net capacity of 860 MW from two Aurel AT-94 gas turbines, each exhausting into its own heat-recovery steam generator, which together feed a single steam turbine.
Construction began in 2000 on land that had been the coal stockyard of the neighbouring Harrowfield A station, and the plant was commissioned in 2003. The first station manager was Hans Ullberg. His successor, Tomas Brekke, who had been a member of the commissioning team, ran the plant from 2007 until 2012.
For most of its first decade Harrowfield B ran as baseload plant, but the arrival of large volumes of wind in the north changed its pattern of operation. It now frequently runs two-shift, starting in the early morning and shutting down late in the evening, and its operators have had to manage the thermal cycling that this imposes on the steam plant.
The station was among the plant examined by investigators after the grid disturbance of 2021, and Norrvik subsequently revised the steam-pressure protection settings on both gas turbines. A refurbishment of the two gas turbines between 2022 and 2024 was underwritten by a three-year capacity agreement.
Gas reaches the station through a 38 km spur from the national transmission pipeline at Ekeby. Cooling water is drawn from the estuary and returned downstream of the intake.
"""),

("gr-05", "Harrowfield A Power Station", """
Harrowfield A was a coal-fired power station on the Olsa estuary that operated from 1971 until 2016. Built by the State Grid Board to burn coal shipped in from Kastovia and later from further afield, it had four 300 MW units, giving it a capacity of 1,200 MW, and for two decades it was the largest power station in the country.
At privatisation in 1998 the station passed to Norrvik Power. Tightening emission limits in the 2000s forced the company either to fit flue-gas desulphurisation to all four units or to run under a limited-hours derogation. It chose the latter, and running hours fell year by year. Units 1 and 2 were mothballed in 2012; the last unit generated on 30 September 2016.
Demolition took almost three years. The boiler houses came down in 2018, and the 198-metre chimney, a landmark visible from much of the lower Olsa valley, was felled by controlled explosion on 12 May 2019 in front of several thousand spectators, some of whom had worked at the station for their entire careers.
Part of the cleared site has since been offered for a battery project, while the former coal jetty is now used by vessels servicing offshore wind farms.
Many engineers who went on to run the country's newer plant began their working lives at Harrowfield A, which operated a graduate training scheme until 2009. A small exhibition about the station, including the original control desk of unit 3, is kept in the Harrowfield town library.
"""),

("gr-06", "Vaskor North Power Station", """
Vaskor North Power Station, known until 2018 as Tessby Power Station, is a thermal power station near the village of Tessby in the north-east of Marenland. It has two 330 MW units, commissioned in 1976 and designed to burn coal brought by rail from the port of Norrvik.
The station was built by the State Grid Board and passed to Norrvik Power in 1998. In 2017 Norrvik sold it to Vaskor Energi, a Holvik-based investment company that was then assembling a portfolio of older plant, and on 1 January 2018 the new owner gave it its present name. Local opinion was divided on the change; the parish council went on using the old name in its minutes for several years.
Under Vaskor ownership unit 2 was converted to burn imported wood pellets, returning to service in 2021 with a slightly reduced output. Unit 1 continues to burn coal and is expected to close no later than the 2028 deadline set by the government for the end of coal generation. The rail unloading facility was adapted to take pellet wagons, and a covered store holding roughly five days' fuel was built beside the old coal stockyard.
The station employs about 210 people and remains the largest employer in the Tessby district. Its 180-metre chimney and the two cooling towers are visible from the main road to Norrvik.
"""),

("gr-07", "Vaskor Energi", """
Vaskor Energi Ltd was a privately held generation company based in Holvik, founded in 2011 by the financier Lars Tengvall with the aim of acquiring thermal stations that the larger utilities no longer wanted. Its strategy, which one analyst summed up as "buying the last chapter", depended on capacity payments and on the high prices that older but flexible plant could capture during still, cold evenings.
The first acquisition, a pair of small oil-fired peaking units at Lindhavn, was completed in 2013. The purchase in 2017 of Norrvik Power's coal station at Tessby, which Vaskor renamed Vaskor North, made it the third-largest thermal generator in the country almost overnight.
The company was slow to invest in renewables, a fact its critics attributed to Tengvall's background in distressed-asset funds. In 2022, however, it bought a portfolio of consented solar sites in the southern lowlands and took an option over land for a battery on the former Harrowfield A site.
In 2023 Vaskor Energi agreed to combine with Ostra Energie, a Kastovian utility owning hydro and gas plant on the far side of the Brenna Sound. The enlarged business trades as Vaskor Ostra, with its head office in Holvik and a trading floor in Kastovia. Tengvall, who held about 40 per cent of Vaskor Energi at the time of the merger, became chair of the combined group.
"""),

("gr-08", "Olsa Falls Hydroelectric Station", """
The Olsa Falls hydroelectric station lies in a gorge of the River Olsa about 40 km above Harrowfield, where the river once dropped 62 metres over a series of cataracts. A concrete gravity dam now holds back the Olsa reservoir, and water is carried through two pressure tunnels to an underground powerhouse containing four 80 MW Francis turbines, for a total of 320 MW.
The scheme was the most ambitious engineering project undertaken in Marenland in the post-war years. Work began in 1957 under the project's chief engineer, Sigurd Vollan, and the first unit was synchronised in 1962. The President opened the station formally in June 1963. Seventeen workers died during construction, and a memorial bearing their names stands at the tunnel portal.
Since 1998 the station has belonged to Aldmere Generation. Unit 3 was badly damaged by a transformer fire in March 2019 and returned to service after a rebuild in 2021.
Olsa Falls is used mainly for daytime and winter peak generation. Minimum flows in the lower river are set by a licence condition intended to protect the autumn salmon run, and releases are reduced sharply during dry summers.
A visitor centre in the former construction camp opened in 2013 and draws about 30,000 people a year, many of them on school trips from Holvik.
"""),

("gr-09", "Aldmere Generation", """
Aldmere Generation is the principal hydroelectric generator in Marenland. It was formed in 1998, when the hydro stations of the State Grid Board were placed in a separate company, and takes its name from the small town in the upper Olsa valley where its head office and control centre stand.
The company operates about 1,250 MW of hydro capacity. Its two largest assets, the Olsa Falls station and the Brenna Dam pumped-storage scheme, account for nearly 70 per cent of that figure; the rest comes from fourteen run-of-river plants, some of them dating from the 1920s and still fitted with their original turbines.
For most of its history Aldmere was a cautious, engineering-led business. That changed after Petra Lind became chief executive in 2016. Under her leadership it moved into battery storage, buying the developer Brightwater Storage in 2020 and folding it into a new subsidiary, and it has applied for consent to add a further pump-turbine in a new cavern at its pumped-storage station.
The shares are listed in Holvik. The largest shareholder, with 34 per cent, is the Marenland Public Pension Fund, and a further 8 per cent is held by municipalities in the Olsa valley.
Aldmere employs around 640 people, many of them in the upper valley, and runs a flood-warning service for the Olsa catchment under an agreement with the regional authorities dating back to the floods of 1987.
"""),

("gr-10", "Brenna Dam Pumped Storage Station", """
Brenna Dam is a pumped-storage hydroelectric station on the Brenna River in the Skarde highlands, owned by Aldmere Generation. It should not be confused with the Brenna Link, the interconnector to Kastovia, which takes its name from the Brenna Sound several hundred kilometres to the south.
The station works between two reservoirs. The upper one, Lake Hestvatn, is a natural lake whose level was raised by 14 metres with a rockfill embankment; the lower one is impounded by the dam itself, a 92-metre concrete arch across the Brenna gorge. Four reversible pump-turbines of 135 MW each, 540 MW in all, sit in a cavern some 300 metres inside the mountain.
Commissioned in 1979 to store surplus night-time output from the coal and nuclear fleet, Brenna Dam has found a second life balancing wind generation in the north. A full upper reservoir allows about nine hours of generation at full load, and a unit can go from standstill to full output in under two minutes. The station is also one of MTO's principal sources of black-start capability.
Aldmere has applied to add a fifth unit of about 150 MW, which the company says could be in service by 2029 if it wins a long-term capacity agreement. Anglers' groups have objected to the effect of faster drawdown on the lake's trout.
"""),

("gr-11", "Brenna Link", """
The Brenna Link is a high-voltage direct-current interconnector between Marenland and Kastovia and the only electrical connection between Marenland's grid and that of any neighbouring country. It has a transfer capacity of 1,000 MW in either direction.
The link runs from a converter station at Torvhamn, on Marenland's southern coast, across the Brenna Sound to a second converter station at Sellin on the Kastovian shore. The total route length is 212 km, of which 186 km is subsea cable laid in two campaigns in 2012 and 2013.
An interconnector across the sound was first proposed in the 1980s but stalled repeatedly over who should pay for it. The project was revived in 2007 under a joint venture, the Brenna Link Company, owned in equal shares by MTO and the Kastovian transmission operator KastGrid, and it entered commercial operation on 1 October 2014 at a cost of about MKR 9.8 billion.
Flows follow the weather. Marenland usually exports when wind output in the north is high and imports in dry years when its hydro reservoirs are low. Capacity is allocated through day-ahead market coupling, and congestion revenue above a regulated cap is returned to network users on both sides of the sound.
The link has suffered two significant outages: a converter transformer failure at Sellin in 2016 and a subsea cable fault in February 2022 that kept it out of service for more than two months.
"""),

("gr-12", "Solvang Nuclear Power Station", """
Solvang Nuclear Power Station, on the headland of the same name in south-west Marenland, produces roughly a quarter of the country's electricity from two pressurised water reactors. Solvang 1, with a net output of 1,020 MW, entered commercial operation in 1984; the slightly larger Solvang 2, rated at 1,050 MW, followed in 1988.
Both units take condenser cooling water from the Ravnsund strait, whose strong tidal currents carry the warm discharge away quickly enough that output has had to be restricted only during two exceptionally hot summers.
The station is operated by Solvang Nuclear Company (SNC), which is owned 75 per cent by the state and 25 per cent by Norrvik Power. Nuclear safety is the responsibility of the Nuclear Safety Inspectorate (NSI), whose approval is needed for continued operation after each ten-yearly periodic safety review.
Spent fuel is held in wet storage on site while a national repository is sought; a granite formation in the central uplands has been under investigation since 2015. The original design life of both units was 40 years. SNC has said it would like to run them for at least 60, subject to the inspectorate's agreement and to a settlement with the government on how the cost of major component replacements should be recovered.
About 900 people work at the station, and its training simulator is also used by Kastovian operators.
"""),

("gr-13", "Skarde Bank Offshore Wind Farm", """
Skarde Bank is an offshore wind farm in Marenland's northern waters, about 45 km off the Skarde coast. Its 80 turbines, each rated at 8 MW, give it a capacity of 640 MW, and when it was completed in 2019 it became the largest wind farm in the country.
The project is owned by Halden Offshore Wind, a joint venture in which Norrvik Power holds 51 per cent and the Marenland Public Pension Fund the remaining 49 per cent. Norrvik developed the site, took the project through consenting and provides operation and maintenance from a base in the port of Halden, where crew transfer vessels leave each morning when the sea state allows.
Power is collected at two offshore substations and brought ashore by export cables to an onshore substation at Kellby, where the wind farm connects to the 400 kV network.
The early years of operation were not trouble-free. In 2021 a fault in the control software of the onshore reactive compensation equipment caused a large part of the farm's output to be lost during a disturbance on the transmission system, and the owner was afterwards required to make a payment following a regulatory investigation. The software was replaced early in 2022.
Seabed surveys for an extension to the east were completed in 2023.
"""),

("gr-14", "Skarde Ridge Wind Farm", """
Skarde Ridge Wind Farm is an onshore wind farm on the ridge above the village of Fellby in the Skarde highlands. Not to be confused with the Skarde Bank offshore project, it consists of 32 turbines of 3 MW each and has a capacity of 96 MW.
The scheme was the first project of Norvik Energy, now Norvik Renewables, and remains its largest. Planning consent came in 2008 after a public inquiry at which objectors raised the effect on golden eagles and on the view from the old drovers' road; several turbine positions were moved to reduce the visual impact. Construction began in 2009 and the wind farm was commissioned in 2011.
Skarde Ridge connects to the transmission network at the Fellby 132 kV substation, which was built for the project and later extended to serve two more wind farms. Its remote position at the northern end of the network makes transmission charges a large part of its costs, and the owner's long dispute with the regulator over the charging zone applied to highland generators has been followed closely by other developers in the region.
Several of the original turbines have been fitted with new blades after leading-edge erosion was found in 2019. A repowering application, which would replace the 32 machines with about 14 larger ones, is expected around 2027.
"""),

("gr-15", "Mossby Battery Storage", """
Mossby Battery Storage is a grid-scale lithium-ion battery on the outskirts of Mossby, 15 km west of Holvik. With 200 MW of power and 400 MWh of energy storage, it is the largest battery in Marenland.
The project was developed by Brightwater Storage and built in two phases. Phase 1, of 100 MW and 200 MWh, was energised in June 2020 on land leased from a former brickworks. Phase 2, which doubled the size of the installation, was completed in 2023 and holds a fifteen-year capacity agreement.
The battery earns its income from frequency response, reserve and energy arbitrage. Its value to the system was shown on 9 August 2021, when Phase 1 delivered its full output within a second of a sudden loss of generation elsewhere on the network, an episode that did much to change attitudes among system engineers who had regarded batteries as a niche technology.
Brightwater Storage was bought by Aldmere Generation at the end of 2020 and has since traded as Aldmere Storage. The site's control room is still staffed from the original Brightwater office in Holvik, and several of the company's founding engineers continue to work on the project.
Noise from the cooling fans prompted complaints from nearby residents in 2021; acoustic barriers were installed the following spring.
"""),

("gr-16", "Tomas Brekke", """
Tomas Brekke (born 1968) is a Marenland electrical engineer who has held senior posts at a generator, the transmission operator and the regulator in turn. Since September 2020 he has been chief engineer of MERA.
Brekke grew up in Harrowfield, where his father worked as a fitter at the coal station, and studied electrical power engineering at Holvik Technical University. He joined Norrvik Power in 1992 as a graduate engineer at Harrowfield A, spending nine years in the boiler and turbine departments before transferring in 2001 to the team commissioning the new gas-fired plant next door. He was station manager of Harrowfield B from 2007 to 2012.
In 2012 he left Norrvik for MTO, becoming head of system operations at the national control centre in Holvik. Colleagues credit him with pressing for faster frequency response products as wind capacity grew, and in 2018 he gave evidence to a parliamentary committee on the operational risks of the planned coal closures.
His move to the regulator was criticised by some generators, who argued that a former system operator should not be overseeing his old employer. Within a year he was leading MERA's investigation into the low-frequency event of August 2021, which found shortcomings at several generators and recommended changes to the protection settings of embedded generation.
Brekke is married with two children and is a keen long-distance skater who has completed the Olsa lakes tour eleven times.
"""),

("gr-17", "Ingrid Sollen", """
Ingrid Sollen (born 1971) has been chief executive of Norrvik Power since 1 January 2018, the first person from outside the engineering profession to lead the company.
Born in Lindhavn and educated at the Holvik School of Economics, Sollen spent sixteen years at Nordhavn Bank, latterly running its infrastructure finance team, where she arranged loans for several of the early onshore wind farms in the north. In 2011 she joined Holvik City Networks, the capital's distribution company, as chief financial officer, and over the next six years she oversaw a refinancing of its debt and the negotiation of two price controls with the regulator.
Her appointment at Norrvik Power, announced in August 2017, surprised much of the industry, which had expected the board to promote one of the founding chief executive's engineering lieutenants. Investors welcomed it. Sollen has since accelerated the company's exit from coal, shifted investment towards offshore wind and storage, and sold a minority of the trading business to a Kastovian partner.
She has been outspoken on network charging, arguing that locational signals should reward generators that locate near demand rather than penalise those in the windiest places, and she sits on the board of the Marenland Energy Forum.
Sollen lives in Norrvik with her husband, a cellist with the city orchestra.
"""),

("gr-18", "Maren Alstad", """
Maren Alstad (born 1964) is a Marenland engineer and academic who has chaired MERA since 1 March 2017.
Alstad was educated at Holvik Technical University and at a research institute in Kastovia, completing a doctorate on voltage stability in weakly interconnected systems in 1993. She returned to Holvik Technical University as a lecturer, became professor of power systems in 2002 and for ten years led its grid integration laboratory, which carried out some of the first studies of how large offshore wind farms in the north would interact with the hydro fleet.
She served on the government's 2006 expert panel on interconnection, which recommended reviving the cable project to Kastovia, and later on an advisory board for the transmission operator's network planning team, a role she gave up on her appointment to the regulator.
As chair, Alstad has presided over the reform of locational transmission charging, the first enforcement cases arising from grid code breaches and a tightening of the price controls for the three distribution companies. Her decisions have been appealed more often than those of any of her predecessors; she has said publicly that this reflects the scale of change in the sector rather than any weakness in the authority's procedures.
Her term was renewed for five years in 2022. She is a fellow of the Marenland Academy of Engineering.
"""),

("gr-19", "Halvard Ness", """
Halvard Ness (born 1962) is a Marenland politician of the Social Democratic Union who served as Minister for Energy and Industry from June 2019 to September 2023.
A harbour pilot by training, Ness entered local politics in Torvhamn in the 1990s and was mayor of Torvhamn from 2008 to 2018. In that role he campaigned hard for the Brenna Link converter station to be built on the town's disused naval dockyard, arguing that the project would bring skilled jobs to a port that had lost its shipyard, and he negotiated a community fund from the link's owners that still pays for apprenticeships in the town.
Elected to parliament in 2018, he was appointed to the energy portfolio a year later. His period in office was dominated by the coal phase-out, the reform of the capacity market under the Energy (Capacity) Amendment Act 2021 and the political fallout from the power cuts of August 2021, after which he faced calls to resign from the opposition benches.
Ness left government in the reshuffle of September 2023 and now chairs the parliamentary committee on industry. He is a keen amateur sailor and has twice crossed the Brenna Sound single-handed.
"""),

("gr-20", "Sigurd Vollan, hydro engineer, 1926-2012", """
Sigurd Vollan, who has died in Holvik aged 86, was the engineer most closely associated with the great hydro schemes that changed Marenland in the decades after the war. He died on 14 October 2012, a few months after attending the fiftieth anniversary of the first power from Olsa Falls.
Born on 3 April 1926 in the upper Olsa valley, the son of a sawmill foreman, he trained as a civil engineer in Holvik and joined the State Grid Board in 1950. Seven years later, at the age of 31, he was put in charge of building Olsa Falls, a project many senior colleagues thought beyond the country's means. He lived on the site with his young family for six years, and he never spoke about the scheme without mentioning the seventeen men who died building it.
Vollan went on to direct construction of the pumped-storage scheme in the Skarde highlands in the 1970s, and in 1975 he was appointed director-general of the State Grid Board, a post he held until 1989. His tenure saw the completion of the coal stations on the Olsa estuary and the first serious, though ultimately abandoned, negotiations on a cable to Kastovia. He was privately sceptical of nuclear power but carried out the decision to build at Solvang loyally.
In retirement he wrote a history of the hydro programme, Water Into Light (1999), and campaigned for the preservation of the old run-of-river stations. His wife, Astrid, died in 2004. He is survived by two daughters and five grandchildren.
"""),
]
