// The demo's 40 hand-picked shops across all 14 districts, and the name parts the bench dataset builds shops from.
export interface DemoStore {
  storeName: string;
  ownerName: string;
  category: string;
  district: string;
  town: string;
}

/** Per district: [store name, owner, category, town]. */
const DEMO_STORES_BY_DISTRICT: Readonly<Record<string, ReadonlyArray<readonly [string, string, string, string]>>> = {
  Thiruvananthapuram: [
    ['Sree Padmanabha Silks', 'Ramachandran Nair', 'Textiles', 'Thampanoor'],
    ['Attingal Gold House', 'Suresh Kumar S.', 'Jewellery', 'Attingal'],
    ['Technocity Mobile World', 'Arun Mohan', 'Mobiles', 'Kazhakkoottam'],
  ],
  Kollam: [
    ['Ashtamudi Bakes & Cakes', 'Shaji Thomas', 'Bakeries', 'Kollam'],
    ['Karunagappally Furniture Mart', 'Abdul Salam', 'Furniture', 'Karunagappally'],
    ['Quilon Opticals', 'Reji George', 'Opticals', 'Kottarakkara'],
  ],
  Pathanamthitta: [
    ['Kuriakose Home Appliances', 'Mathew Kuriakose', 'Home Appliances', 'Thiruvalla'],
    ['Pampa Supermarket', 'Anil Kumar P.', 'Supermarkets', 'Pathanamthitta'],
    ['Adoor Footwear Centre', 'Saji Daniel', 'Footwear', 'Adoor'],
  ],
  Alappuzha: [
    ['Kuttanad Kitchen', 'Jayan Pillai', 'Restaurants', 'Alappuzha'],
    ['Vembanad Textiles', 'Leela Krishnan', 'Textiles', 'Cherthala'],
    ['Onattukara Electronics', 'Noushad A.', 'Electronics', 'Kayamkulam'],
  ],
  Kottayam: [
    ['Meenachil Jewellers', 'Jose Kurian', 'Jewellery', 'Pala'],
    ['Care & Cure Pharmacy', 'Sunil Joseph', 'Pharmacy', 'Changanassery'],
    ['Kottayam Mobile Hub', 'Bibin Mathew', 'Mobiles', 'Kottayam'],
  ],
  Idukki: [
    ['High Range Supermarket', 'Thankachan Joseph', 'Supermarkets', 'Kattappana'],
    ['Munnar Tea Town Bakery', 'Selvaraj M.', 'Bakeries', 'Munnar'],
  ],
  Ernakulam: [
    ['Marine Drive Fashions', 'Nisha Menon', 'Textiles', 'Kochi'],
    ['Periyar Electronics', 'Ajith Kumar', 'Electronics', 'Aluva'],
    ['Kakkanad Biryani House', 'Shameer K.', 'Restaurants', 'Kakkanad'],
    ['Perumbavoor Wood Works', 'Paulose Varghese', 'Furniture', 'Perumbavoor'],
  ],
  Thrissur: [
    ['Vadakkunnathan Silks', 'Unnikrishnan Menon', 'Textiles', 'Thrissur'],
    ['Pooram Gold & Diamonds', 'Francis Antony', 'Jewellery', 'Chalakudy'],
    ['Guruvayur Opticals', 'Haridas K.', 'Opticals', 'Guruvayur'],
    ['Kodungallur Home Store', 'Siddique P. M.', 'Home Appliances', 'Kodungallur'],
  ],
  Palakkad: [
    ['Malampuzha Footwear', 'Ravi Shankar', 'Footwear', 'Palakkad'],
    ['Ottapalam Fresh Mart', 'Gopalakrishnan V.', 'Supermarkets', 'Ottapalam'],
    ['Chittur Medicals', 'Lakshmi Devi', 'Pharmacy', 'Chittur'],
  ],
  Malappuram: [
    ['Manjeri Mobile Planet', 'Muhammed Rafi', 'Mobiles', 'Manjeri'],
    ['Tirur Wedding Centre', 'Abdul Latheef', 'Textiles', 'Tirur'],
    ['Valluvanad Electronics', 'Faizal T.', 'Electronics', 'Perinthalmanna'],
  ],
  Kozhikode: [
    ['SM Street Halwa & Bakery', 'Koya Haji', 'Bakeries', 'Kozhikode Beach'],
    ['Vadakara Furniture Palace', 'Prakashan K.', 'Furniture', 'Vadakara'],
    ['Malabar Biryani House', 'Basheer V. P.', 'Restaurants', 'Koyilandy'],
  ],
  Wayanad: [
    ['Wayanad Hills Supermarket', 'Jomon Thomas', 'Supermarkets', 'Kalpetta'],
    ['Bathery Footwear', 'Sreejith P.', 'Footwear', 'Sulthan Bathery'],
  ],
  Kannur: [
    ['Thalassery Jewellery Mart', 'Ismail K. K.', 'Jewellery', 'Thalassery'],
    ['Kannur Handloom House', 'Padmini Raghavan', 'Textiles', 'Kannur'],
  ],
  Kasaragod: [
    ['Chandragiri Opticals', 'Ashok Rai', 'Opticals', 'Kasaragod'],
    ['Bekal Home Appliances', 'Rasheed M.', 'Home Appliances', 'Kanhangad'],
  ],
};

export const DEMO_STORES: readonly DemoStore[] = Object.entries(DEMO_STORES_BY_DISTRICT).flatMap(([district, stores]) =>
  stores.map(([storeName, ownerName, category, town]) => ({ storeName, ownerName, category, district, town })),
);

export const SHOP_NAME_PREFIXES = [
  'Sree Krishna',
  'Malabar',
  'Kairali',
  'Sree Durga',
  'Al Ameen',
  "St. Mary's",
  'Lakshmi',
  'Periyar',
  'Nila',
  'Sahyadri',
  'Green Valley',
  'City',
  'Royal',
  'Sree Ganesh',
  'Noor',
  'Bharath',
  'Popular',
  'Anugraha',
  'Deepam',
  'Vrindavan',
  'Thanal',
  'Grace',
  'Bethel',
  'Zam Zam',
  'Crescent',
  'Chaithanya',
  'Amritha',
  'Jyothi',
  'Sangam',
  'Mahima',
  'Premier',
  'Vishnu',
  'Paradise',
  'Sunrise',
  'Pearl',
  'Kalpaka',
  'Haritha',
  'Chandrika',
  'Thejus',
] as const;

export const FIRST_NAMES = [
  'Rajesh',
  'Anil',
  'Suresh',
  'Biju',
  'Shaji',
  'Thomas',
  'Joseph',
  'Mohammed',
  'Abdul',
  'Faisal',
  'Shameer',
  'Vinod',
  'Pradeep',
  'Sajan',
  'Manoj',
  'Ajay',
  'Lakshmi',
  'Sreeja',
  'Fathima',
  'Mini',
  'Rekha',
  'Anitha',
  'Beena',
  'Sindhu',
  'Jaseena',
  'Priya',
  'Divya',
  'Reshma',
  'George',
  'Kurian',
  'Haris',
  'Nizar',
  'Sanjay',
  'Gireesh',
] as const;

export const SURNAMES = [
  'Nair',
  'Menon',
  'Pillai',
  'Kurup',
  'Panicker',
  'Varghese',
  'Mathew',
  'Kurian',
  'Thomas',
  'Chacko',
  'K.',
  'P. M.',
  'V. P.',
  'Rahman',
  'Haji',
  'Babu',
  'Kumar',
  'Das',
  'Namboothiri',
  'Warrier',
  'Antony',
  'Joseph',
] as const;
