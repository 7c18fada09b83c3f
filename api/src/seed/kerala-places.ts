// Real towns of Kerala's 14 districts with their PIN codes, centres and a few shopping streets, for seeded addresses.
export interface Town {
  name: string;
  pin: string;
  /** The town centre's latitude and longitude (WGS 84). */
  at: readonly [number, number];
  roads: readonly string[];
}

export const KERALA_TOWNS: Readonly<Record<string, readonly Town[]>> = {
  Thiruvananthapuram: [
    { name: 'Thampanoor', pin: '695001', at: [8.4875, 76.9525], roads: ['Overbridge Junction', 'Aristo Road'] },
    { name: 'Kazhakkoottam', pin: '695582', at: [8.5686, 76.8731], roads: ['NH 66 Bypass', 'Technopark Road'] },
    { name: 'Neyyattinkara', pin: '695121', at: [8.3996, 77.0857], roads: ['TB Junction', 'Aralummoodu Road'] },
    { name: 'Attingal', pin: '695101', at: [8.6966, 76.815], roads: ['Kacheri Junction', 'Moonumukku Road'] },
  ],
  Kollam: [
    { name: 'Kollam', pin: '691001', at: [8.888, 76.595], roads: ['Chinnakada', 'Main Road'] },
    { name: 'Karunagappally', pin: '690518', at: [9.054, 76.535], roads: ['Lalaji Junction', 'Market Road'] },
    { name: 'Kottarakkara', pin: '691506', at: [9.004, 76.774], roads: ['Pulamon Junction', 'MC Road'] },
    { name: 'Punalur', pin: '691305', at: [9.017, 76.926], roads: ['Chemmanthoor', 'TB Junction'] },
  ],
  Pathanamthitta: [
    { name: 'Pathanamthitta', pin: '689645', at: [9.2648, 76.787], roads: ['Central Junction', 'Ring Road'] },
    { name: 'Thiruvalla', pin: '689101', at: [9.3835, 76.5741], roads: ['MC Road', 'Ramanchira'] },
    { name: 'Adoor', pin: '691523', at: [9.1553, 76.7353], roads: ['KP Road', 'Central Junction'] },
    { name: 'Ranni', pin: '689672', at: [9.3846, 76.7856], roads: ['Ittiyappara', 'Market Road'] },
  ],
  Alappuzha: [
    { name: 'Alappuzha', pin: '688001', at: [9.4981, 76.3388], roads: ['Mullakkal Road', 'Boat Jetty Road'] },
    { name: 'Cherthala', pin: '688524', at: [9.6841, 76.3364], roads: ['Devi Temple Road', 'NH 66'] },
    { name: 'Kayamkulam', pin: '690502', at: [9.1748, 76.5013], roads: ['KP Road', 'Market Junction'] },
    { name: 'Haripad', pin: '690514', at: [9.2813, 76.4569], roads: ['Temple Road', 'Danapady'] },
  ],
  Kottayam: [
    { name: 'Kottayam', pin: '686001', at: [9.5916, 76.5222], roads: ['KK Road', 'MC Road'] },
    { name: 'Changanassery', pin: '686101', at: [9.442, 76.536], roads: ['Central Junction', 'Perunna Road'] },
    { name: 'Pala', pin: '686575', at: [9.7118, 76.685], roads: ['Kottaramattom', 'Court Junction'] },
    { name: 'Ettumanoor', pin: '686631', at: [9.67, 76.561], roads: ['Temple Road', 'MC Road'] },
  ],
  Idukki: [
    { name: 'Thodupuzha', pin: '685584', at: [9.8959, 76.7184], roads: ['Municipal Bus Stand Road', 'Mangattukavala'] },
    { name: 'Kattappana', pin: '685508', at: [9.75, 77.116], roads: ['Pallikkavala', 'Market Road'] },
    { name: 'Munnar', pin: '685612', at: [10.0889, 77.0595], roads: ['Main Bazaar', 'Old Munnar Road'] },
    { name: 'Adimali', pin: '685561', at: [10.013, 76.953], roads: ['Main Road', 'Kallarkutty Road'] },
  ],
  Ernakulam: [
    { name: 'Kochi', pin: '682035', at: [9.971, 76.283], roads: ['MG Road', 'Broadway'] },
    { name: 'Aluva', pin: '683101', at: [10.1076, 76.3516], roads: ['Bank Junction', 'Market Road'] },
    { name: 'Kakkanad', pin: '682030', at: [10.0159, 76.3419], roads: ['Seaport-Airport Road', 'Infopark Road'] },
    { name: 'Perumbavoor', pin: '683542', at: [10.107, 76.473], roads: ['AM Road', 'Private Bus Stand Road'] },
  ],
  Thrissur: [
    { name: 'Thrissur', pin: '680001', at: [10.525, 76.214], roads: ['Round North', 'High Road'] },
    { name: 'Chalakudy', pin: '680307', at: [10.307, 76.334], roads: ['Main Road', 'North Junction'] },
    { name: 'Guruvayur', pin: '680101', at: [10.5946, 76.041], roads: ['East Nada', 'Inner Ring Road'] },
    { name: 'Kodungallur', pin: '680664', at: [10.227, 76.196], roads: ['Temple Road', 'Chandappura'] },
  ],
  Palakkad: [
    { name: 'Palakkad', pin: '678001', at: [10.776, 76.654], roads: ['Robinson Road', 'GB Road'] },
    { name: 'Ottapalam', pin: '679101', at: [10.772, 76.377], roads: ['Main Road', 'Railway Station Road'] },
    { name: 'Mannarkkad', pin: '678582', at: [10.992, 76.462], roads: ['Kodathippadi', 'Court Road'] },
    { name: 'Chittur', pin: '678101', at: [10.699, 76.746], roads: ['Anikode Junction', 'Thathamangalam Road'] },
  ],
  Malappuram: [
    { name: 'Malappuram', pin: '676505', at: [11.051, 76.071], roads: ['Kunnummal', 'Down Hill'] },
    { name: 'Manjeri', pin: '676121', at: [11.12, 76.12], roads: ['Central Junction', 'Malappuram Road'] },
    { name: 'Tirur', pin: '676101', at: [10.915, 75.922], roads: ['Thazhepalam', 'Bus Stand Road'] },
    { name: 'Perinthalmanna', pin: '679322', at: [10.976, 76.225], roads: ['Ooty Road', 'Bypass Junction'] },
  ],
  Kozhikode: [
    { name: 'Kozhikode Beach', pin: '673032', at: [11.252, 75.777], roads: ['SM Street', 'Beach Road'] },
    { name: 'Vadakara', pin: '673101', at: [11.608, 75.591], roads: ['Edodi', 'Old Bus Stand Road'] },
    { name: 'Koyilandy', pin: '673305', at: [11.44, 75.695], roads: ['NH 66', 'Market Road'] },
    { name: 'Ramanattukara', pin: '673633', at: [11.18, 75.865], roads: ['Bypass Junction', 'Feroke Road'] },
  ],
  Wayanad: [
    { name: 'Kalpetta', pin: '673121', at: [11.61, 76.083], roads: ['Main Road', 'Emily Junction'] },
    { name: 'Sulthan Bathery', pin: '673592', at: [11.665, 76.263], roads: ['Chungam', 'Main Road'] },
    { name: 'Mananthavady', pin: '670645', at: [11.801, 76.004], roads: ['Gandhi Park', 'Thalassery Road'] },
  ],
  Kannur: [
    { name: 'Kannur', pin: '670001', at: [11.8745, 75.3704], roads: ['Fort Road', 'Bank Road'] },
    { name: 'Thalassery', pin: '670101', at: [11.748, 75.492], roads: ['Logan Road', 'Main Road'] },
    { name: 'Payyanur', pin: '670307', at: [12.1, 75.202], roads: ['Perumba', 'Central Bazaar'] },
    { name: 'Taliparamba', pin: '670141', at: [12.037, 75.361], roads: ['Main Road', 'Court Road'] },
  ],
  Kasaragod: [
    { name: 'Kasaragod', pin: '671121', at: [12.4996, 74.9869], roads: ['MG Road', 'Bank Road'] },
    { name: 'Kanhangad', pin: '671315', at: [12.316, 75.094], roads: ['Kotacheri', 'Main Road'] },
    { name: 'Nileshwar', pin: '671314', at: [12.26, 75.136], roads: ['Market Road', 'Rajas Road'] },
  ],
};
