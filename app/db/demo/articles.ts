// The demo blog's articles: real text about renting and buying in Yangon.
import type { POST_CATEGORIES } from '../../lib/constants';

type PostCategory = (typeof POST_CATEGORIES)[number];

export const POST_ARTICLES: readonly { title: string; category: PostCategory; content: string }[] = [
  {
    title: 'Renting in Yangon as an Expatriate: A Practical Guide',
    category: 'Knowledge Base',
    content: `<p>Yangon has a lively rental market for foreigners, but it works differently from Bangkok or Singapore. Most landlords are private owners, many listings are shared by several agents at once, and the price you first hear is rarely the final one.</p>
<p><strong>Advance payment.</strong> Landlords usually ask for six months or a full year of rent in advance instead of a monthly payment. Budget for this before you start viewing, and ask whether a deposit is required on top of it.</p>
<p><strong>Currency.</strong> Rents for serviced apartments and condos popular with expatriates are often quoted in US dollars, while local apartments are quoted in lakh (one lakh is 100,000 kyat). Agree in writing which currency is used and how the exchange rate is fixed.</p>
<p><strong>Electricity and water.</strong> Power cuts are part of life in many townships, so ask whether the building has a backup generator and who pays for its fuel. Check the water pressure on upper floors and whether a storage tank is installed.</p>
<p><strong>Where to look.</strong> Bahan, Kamayut, Mayangone and Yankin are popular for their quiet streets, international schools and easy access to Inya Lake and Kandawgyi Lake. Downtown Kyauktada and Pabedan suit people who want to walk to offices, restaurants and Sule Pagoda.</p>
<p>Finally, register your address with the ward office as required, keep a copy of the signed lease, and take dated photos of the flat on the day you move in.</p>`,
  },
  {
    title: 'The Condominium Law 2016: What Foreign Buyers Need to Know',
    category: 'Property News & Legal',
    content: `<p>Before 2016, foreigners could not legally own any real estate in Myanmar. The Condominium Law enacted in January 2016 opened a narrow door: a foreigner may buy a unit in a registered condominium, but not the land itself and not a house.</p>
<p><strong>The 40 percent rule.</strong> Foreign buyers together may own at most 40 percent of the saleable floor area of a condominium. Developers keep a register, so ask how much of the foreign quota is still available before you pay a reservation fee.</p>
<p><strong>What counts as a condominium.</strong> The law applies to buildings registered as condominiums, on land held collectively by the owners. Many towers marketed as "condos" are legally apartment buildings and do not qualify; ask for the condominium registration certificate.</p>
<p><strong>Management.</strong> Owners form a management committee that sets the service charge and maintains the common areas. Read the building's rules before buying: they govern pets, renovation hours and renting out your unit.</p>
<p>Detailed procedures are set out in the Condominium Rules issued after the law. Rules and practice change, so always have a lawyer check the title documents and the sale contract before you sign.</p>`,
  },
  {
    title: 'Township Guide: Bahan, Kamayut and Mayangone',
    category: 'Knowledge Base',
    content: `<p>Choosing a township matters more in Yangon than in most cities, because traffic can turn a short distance into a long commute. These three townships north of downtown are the first choice of many families and expatriates.</p>
<p><strong>Bahan</strong> is home to the Shwedagon Pagoda and the leafy Golden Valley neighbourhood. Kaba Aye Pagoda Road links it to the embassies, shopping malls and hotels. Houses here are among the most expensive in the city, but well-kept older apartments can still be found.</p>
<p><strong>Kamayut</strong> is the university township: Yangon University, Hledan Junction and Junction Square give it a young, busy character. Pyay Road and Insein Road carry buses in every direction, and prices are a little lower than in Bahan.</p>
<p><strong>Mayangone</strong> stretches along the western shore of Inya Lake up to Kaba Aye Pagoda. Newer condominium towers with pools and gyms stand next to quiet residential lanes, and the airport is within reach.</p>
<p>Whichever township you choose, visit at rush hour and after heavy rain: a street that floods in August tells you more than any brochure.</p>`,
  },
  {
    title: 'New Condo Projects Around Inya Lake and Golden Valley',
    category: 'New Condo Projects',
    content: `<p>The stretch between Inya Lake and Golden Valley has seen a steady stream of new condominium projects. Buyers are drawn by the lake views, the short drive to downtown and the international schools nearby.</p>
<p>Most new projects follow a similar pattern: a podium with parking and shops, one or two residential towers above, and shared facilities such as a swimming pool, a gym and a children's playground on the podium roof. Units range from compact one-bedroom flats to large three-bedroom family units and penthouses.</p>
<p><strong>Buying off-plan.</strong> Many units are sold before the building is finished, with payments in instalments tied to construction milestones. Ask for the building permit, the construction schedule and what happens to your payments if the project is delayed.</p>
<p><strong>Foreign quota.</strong> Only projects registered under the Condominium Law may sell to foreigners, and only up to the 40 percent quota. Check the registration before you reserve a unit.</p>
<p>Visit the show unit, but also walk around the site: count the floors actually built, look at the access road and ask neighbours about noise and water.</p>`,
  },
  {
    title: 'What to Check Before Buying a Condo Unit',
    category: 'Condo Projects',
    content: `<p>A condo is often the largest purchase a family makes. A careful checklist protects you from the most common surprises in the Yangon market.</p>
<p><strong>Documents.</strong> Ask for the developer's land documents, the building permit, the completion certificate for finished buildings and, for foreign buyers, the condominium registration. Compare the unit number and floor area with the sale contract.</p>
<p><strong>Floor area.</strong> Find out whether the advertised square feet include the balcony, walls and a share of the corridors. Two units with the same advertised size can differ noticeably inside.</p>
<p><strong>Running costs.</strong> Ask for the monthly service charge, the car park fee and how the generator fuel is shared. A low price with a high service charge can cost more over ten years.</p>
<p><strong>The building.</strong> Test the lifts, look at the water tanks and the fire exits, and check that the backup generator covers the lifts and water pumps, not just the corridor lights.</p>
<p>Finally, talk to residents. They know how quickly repairs are done and how the management committee works in practice.</p>`,
  },
  {
    title: 'Lakh, Kyat or Dollars? How Property Prices Are Quoted in Yangon',
    category: 'Knowledge Base',
    content: `<p>Newcomers to the Yangon property market are often confused by prices like "35 lakhs" or "2,500 lakhs". The lakh is a unit borrowed from South Asia and it is the most common way to quote property prices in Myanmar.</p>
<p><strong>One lakh is 100,000 kyat.</strong> A flat advertised at 8 lakhs a month rents for 800,000 kyat; a house advertised at 3,000 lakhs sells for 300 million kyat. Sale prices of expensive houses are sometimes quoted in crores (one crore is 100 lakhs).</p>
<p><strong>US dollars.</strong> Serviced apartments, office space and units marketed to foreigners are frequently quoted in dollars. On this portal every listing states its currency, so you can compare like with like.</p>
<p><strong>Rent is per month.</strong> Rental prices on the portal are monthly, even when the landlord asks for several months in advance. Sale prices are the full asking price, which is usually open to negotiation.</p>
<p>When you compare listings, divide the price by the floor area: the price per square foot shows quickly whether a bargain is really a bargain.</p>`,
  },
  {
    title: 'Rental Agreements in Yangon: What a Good Lease Contains',
    category: 'Property News & Legal',
    content: `<p>A written lease protects both the tenant and the owner. Verbal agreements are still common, but they make every disagreement harder to settle.</p>
<p>A good lease names both parties as they appear on their identity documents or passports, describes the property with its full address, and states the monthly rent, the currency, the amount paid in advance and the deposit.</p>
<p><strong>Who pays for what.</strong> The contract should say who pays electricity, water, the building's service charge, internet and generator fuel, and who is responsible for repairs of the air conditioners, the water pump and the roof.</p>
<p><strong>Ending the lease.</strong> Agree on the notice period, what happens to the advance payment if either side ends the contract early, and when the deposit is returned. An inventory of furniture, signed by both sides, avoids arguments at the end.</p>
<p>Leases to foreigners may be subject to additional legal limits, so companies and expatriates should have their lawyer review the contract. Keep signed copies and receipts for every payment.</p>`,
  },
  {
    title: 'Preparing Your Home for the Rainy Season',
    category: 'Uncategorized',
    content: `<p>From June to October the monsoon brings heavy rain to Yangon almost every day. A little preparation in May saves owners and tenants a lot of trouble.</p>
<p><strong>Roof and gutters.</strong> Clear leaves from gutters and drains, and check the roof for cracked tiles or rusty sheets. Water stains on ceilings after the first storms show where repairs are needed.</p>
<p><strong>Low streets.</strong> Some streets flood after a heavy downpour. Keep important papers and electrical equipment off the ground floor, and know where to move your car.</p>
<p><strong>Damp and mould.</strong> Air the rooms on dry days, use a dehumidifier in closed wardrobes, and clean the air-conditioner filters regularly.</p>
<p><strong>Power.</strong> Storms often cut electricity. Test the generator or inverter before the season begins and keep fuel and torches ready.</p>
<p>When you look for a new home during the dry season, ask the neighbours how the street looks in August: it is the best test of a location.</p>`,
  },
];
