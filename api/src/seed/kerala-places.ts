// Real towns of Kerala's 14 districts with their PIN codes and a few of their shopping streets, for seeded addresses.
export interface Town {
  name: string;
  pin: string;
  roads: readonly string[];
}

export const KERALA_TOWNS: Readonly<Record<string, readonly Town[]>> = {
  Thiruvananthapuram: [
    { name: 'Thampanoor', pin: '695001', roads: ['Overbridge Junction', 'Aristo Road'] },
    { name: 'Kazhakkoottam', pin: '695582', roads: ['NH 66 Bypass', 'Technopark Road'] },
    { name: 'Neyyattinkara', pin: '695121', roads: ['TB Junction', 'Aralummoodu Road'] },
    { name: 'Attingal', pin: '695101', roads: ['Kacheri Junction', 'Moonumukku Road'] },
  ],
  Kollam: [
    { name: 'Kollam', pin: '691001', roads: ['Chinnakada', 'Main Road'] },
    { name: 'Karunagappally', pin: '690518', roads: ['Lalaji Junction', 'Market Road'] },
    { name: 'Kottarakkara', pin: '691506', roads: ['Pulamon Junction', 'MC Road'] },
    { name: 'Punalur', pin: '691305', roads: ['Chemmanthoor', 'TB Junction'] },
  ],
  Pathanamthitta: [
    { name: 'Pathanamthitta', pin: '689645', roads: ['Central Junction', 'Ring Road'] },
    { name: 'Thiruvalla', pin: '689101', roads: ['MC Road', 'Ramanchira'] },
    { name: 'Adoor', pin: '691523', roads: ['KP Road', 'Central Junction'] },
    { name: 'Ranni', pin: '689672', roads: ['Ittiyappara', 'Market Road'] },
  ],
  Alappuzha: [
    { name: 'Alappuzha', pin: '688001', roads: ['Mullakkal Road', 'Boat Jetty Road'] },
    { name: 'Cherthala', pin: '688524', roads: ['Devi Temple Road', 'NH 66'] },
    { name: 'Kayamkulam', pin: '690502', roads: ['KP Road', 'Market Junction'] },
    { name: 'Haripad', pin: '690514', roads: ['Temple Road', 'Danapady'] },
  ],
  Kottayam: [
    { name: 'Kottayam', pin: '686001', roads: ['KK Road', 'MC Road'] },
    { name: 'Changanassery', pin: '686101', roads: ['Central Junction', 'Perunna Road'] },
    { name: 'Pala', pin: '686575', roads: ['Kottaramattom', 'Court Junction'] },
    { name: 'Ettumanoor', pin: '686631', roads: ['Temple Road', 'MC Road'] },
  ],
  Idukki: [
    { name: 'Thodupuzha', pin: '685584', roads: ['Municipal Bus Stand Road', 'Mangattukavala'] },
    { name: 'Kattappana', pin: '685508', roads: ['Pallikkavala', 'Market Road'] },
    { name: 'Munnar', pin: '685612', roads: ['Main Bazaar', 'Old Munnar Road'] },
    { name: 'Adimali', pin: '685561', roads: ['Main Road', 'Kallarkutty Road'] },
  ],
  Ernakulam: [
    { name: 'Kochi', pin: '682035', roads: ['MG Road', 'Broadway'] },
    { name: 'Aluva', pin: '683101', roads: ['Bank Junction', 'Market Road'] },
    { name: 'Kakkanad', pin: '682030', roads: ['Seaport-Airport Road', 'Infopark Road'] },
    { name: 'Perumbavoor', pin: '683542', roads: ['AM Road', 'Private Bus Stand Road'] },
  ],
  Thrissur: [
    { name: 'Thrissur', pin: '680001', roads: ['Round North', 'High Road'] },
    { name: 'Chalakudy', pin: '680307', roads: ['Main Road', 'North Junction'] },
    { name: 'Guruvayur', pin: '680101', roads: ['East Nada', 'Inner Ring Road'] },
    { name: 'Kodungallur', pin: '680664', roads: ['Temple Road', 'Chandappura'] },
  ],
  Palakkad: [
    { name: 'Palakkad', pin: '678001', roads: ['Robinson Road', 'GB Road'] },
    { name: 'Ottapalam', pin: '679101', roads: ['Main Road', 'Railway Station Road'] },
    { name: 'Mannarkkad', pin: '678582', roads: ['Kodathippadi', 'Court Road'] },
    { name: 'Chittur', pin: '678101', roads: ['Anikode Junction', 'Thathamangalam Road'] },
  ],
  Malappuram: [
    { name: 'Malappuram', pin: '676505', roads: ['Kunnummal', 'Down Hill'] },
    { name: 'Manjeri', pin: '676121', roads: ['Central Junction', 'Malappuram Road'] },
    { name: 'Tirur', pin: '676101', roads: ['Thazhepalam', 'Bus Stand Road'] },
    { name: 'Perinthalmanna', pin: '679322', roads: ['Ooty Road', 'Bypass Junction'] },
  ],
  Kozhikode: [
    { name: 'Kozhikode Beach', pin: '673032', roads: ['SM Street', 'Beach Road'] },
    { name: 'Vadakara', pin: '673101', roads: ['Edodi', 'Old Bus Stand Road'] },
    { name: 'Koyilandy', pin: '673305', roads: ['NH 66', 'Market Road'] },
    { name: 'Ramanattukara', pin: '673633', roads: ['Bypass Junction', 'Feroke Road'] },
  ],
  Wayanad: [
    { name: 'Kalpetta', pin: '673121', roads: ['Main Road', 'Emily Junction'] },
    { name: 'Sulthan Bathery', pin: '673592', roads: ['Chungam', 'Main Road'] },
    { name: 'Mananthavady', pin: '670645', roads: ['Gandhi Park', 'Thalassery Road'] },
  ],
  Kannur: [
    { name: 'Kannur', pin: '670001', roads: ['Fort Road', 'Bank Road'] },
    { name: 'Thalassery', pin: '670101', roads: ['Logan Road', 'Main Road'] },
    { name: 'Payyanur', pin: '670307', roads: ['Perumba', 'Central Bazaar'] },
    { name: 'Taliparamba', pin: '670141', roads: ['Main Road', 'Court Road'] },
  ],
  Kasaragod: [
    { name: 'Kasaragod', pin: '671121', roads: ['MG Road', 'Bank Road'] },
    { name: 'Kanhangad', pin: '671315', roads: ['Kotacheri', 'Main Road'] },
    { name: 'Nileshwar', pin: '671314', roads: ['Market Road', 'Rajas Road'] },
  ],
};
