// The demo supplier's tours (supplier@demo.vn): every type and price-list choice of spec
// tours-cruises §3, bilingual. Plain data only; tours/seed.ts writes it.
import type { Bilingual } from "../db/seed-data.js";

export type SeedTour = {
  type: "default" | "package" | "group" | "combo" | "team_building" | "ticket";
  optional_type?: "default" | "group_size" | "flexi";
  group_type?: "viet-nam" | "foreign";
  fast_track?: boolean;
  city: string; // English city name, Vietnam
  days?: number; // else hours
  hours?: number;
  price: number; // VND, "from" price
  price_type?: "person" | "group_person";
  name: Bilingual;
  overview: Bilingual;
  departure: Bilingual;
  categories: string[];
  interests: string[];
  status?: "approved" | "pending" | "rejected";
  inactive?: boolean;
  colors: [string, string][]; // one gradient per image
};

export const SEED_TOURS: SeedTour[] = [
  {
    type: "default",
    optional_type: "default",
    city: "Ho Chi Minh City",
    hours: 4,
    price: 850_000,
    name: { vi: "Tour ẩm thực đường phố Sài Gòn bằng xe máy", en: "Saigon Street Food Night Tour by Motorbike" },
    overview: {
      vi: "Ngồi sau xe máy cùng hướng dẫn viên địa phương, thưởng thức hơn mười món ăn đường phố từ bánh xèo, ốc, phá lấu đến chè ở những con hẻm Quận 4 và Quận 5.",
      en: "Ride pillion with a local guide and taste more than ten street dishes, from sizzling bánh xèo and snails to sweet chè, in the alleys of Districts 4 and 5.",
    },
    departure: { vi: "Quận 1, TP. Hồ Chí Minh", en: "District 1, Ho Chi Minh City" },
    categories: ["food-tour", "city-tour"],
    interests: ["street-food", "nightlife", "local-life"],
    colors: [
      ["#e8590c", "#862e9c"],
      ["#f08c00", "#c92a2a"],
    ],
  },
  {
    type: "default",
    optional_type: "default",
    city: "Ho Chi Minh City",
    hours: 5,
    price: 650_000,
    name: { vi: "Khám phá địa đạo Củ Chi nửa ngày", en: "Cu Chi Tunnels Half-Day Discovery" },
    overview: {
      vi: "Bò qua những đoạn địa đạo dài hơn 200 km, tìm hiểu cuộc sống dưới lòng đất thời chiến và thưởng thức khoai mì chấm muối mè.",
      en: "Crawl through part of the 200-kilometre tunnel network, learn how villagers lived underground during the war and taste cassava dipped in sesame salt.",
    },
    departure: { vi: "Quận 1, TP. Hồ Chí Minh", en: "District 1, Ho Chi Minh City" },
    categories: ["culture-history", "day-trip"],
    interests: ["museums", "photography"],
    colors: [["#5c940d", "#2b8a3e"]],
  },
  {
    type: "default",
    optional_type: "group_size",
    city: "Hoi An",
    hours: 3,
    price: 450_000,
    name: {
      vi: "Phố cổ Hội An và thả đèn hoa đăng sông Hoài",
      en: "Hoi An Ancient Town and Lantern Release on the Hoai River",
    },
    overview: {
      vi: "Dạo bộ qua Chùa Cầu, nhà cổ Tấn Ký và hội quán Phúc Kiến, rồi xuống thuyền thả đèn hoa đăng khi phố cổ lên đèn.",
      en: "Walk past the Japanese Covered Bridge, Tan Ky old house and the Fujian assembly hall, then board a boat to release a paper lantern as the town lights up.",
    },
    departure: { vi: "Phố cổ Hội An", en: "Hoi An Old Town" },
    categories: ["city-tour", "culture-history"],
    interests: ["photography", "festivals", "local-life"],
    colors: [
      ["#f59f00", "#d9480f"],
      ["#fab005", "#5f3dc4"],
    ],
  },
  {
    type: "default",
    optional_type: "default",
    city: "Hue",
    days: 1,
    price: 1_250_000,
    name: { vi: "Đại Nội Huế, chùa Thiên Mụ và lăng Tự Đức", en: "Hue Imperial City, Thien Mu Pagoda and Tu Duc Tomb" },
    overview: {
      vi: "Một ngày trọn vẹn ở cố đô: Hoàng thành, chùa Thiên Mụ bên sông Hương, lăng Tự Đức thơ mộng và bữa trưa món Huế.",
      en: "A full day in the old capital: the Imperial Citadel, Thien Mu Pagoda above the Perfume River, the poetic Tu Duc Tomb and a royal Hue lunch.",
    },
    departure: { vi: "Trung tâm TP. Huế", en: "Hue city centre" },
    categories: ["culture-history", "day-trip"],
    interests: ["museums", "photography"],
    colors: [["#9c36b5", "#1864ab"]],
    status: "pending",
  },
  {
    type: "default",
    optional_type: "group_size",
    city: "Da Lat",
    days: 1,
    price: 990_000,
    name: {
      vi: "Đà Lạt ngàn hoa: thác Datanla và đồi chè Cầu Đất",
      en: "Da Lat Day Trip: Datanla Falls and Cau Dat Tea Hills",
    },
    overview: {
      vi: "Trượt máng xuống thác Datanla, hái chè trên đồi Cầu Đất, ghé vườn dâu và ngắm hoàng hôn ở hồ Tuyền Lâm.",
      en: "Ride the alpine coaster down to Datanla Falls, pick tea on the Cau Dat hills, visit a strawberry farm and watch the sunset over Tuyen Lam Lake.",
    },
    departure: { vi: "Chợ Đà Lạt", en: "Da Lat Market" },
    categories: ["nature-eco", "day-trip"],
    interests: ["photography", "trekking"],
    colors: [
      ["#37b24d", "#1098ad"],
      ["#74b816", "#0b7285"],
    ],
  },
  {
    type: "default",
    optional_type: "default",
    city: "Hanoi",
    hours: 4,
    price: 990_000,
    name: { vi: "Lớp học nấu ăn Hà Nội kèm đi chợ sáng", en: "Hanoi Cooking Class with a Morning Market Visit" },
    overview: {
      vi: "Đi chợ Đồng Xuân cùng đầu bếp, chọn rau thơm và thịt tươi rồi tự tay làm phở cuốn, nem rán và bún chả.",
      en: "Shop at Dong Xuan market with a chef, choose fresh herbs and meat, then cook rice-paper rolls, fried spring rolls and bún chả yourself.",
    },
    departure: { vi: "Phố cổ Hà Nội", en: "Hanoi Old Quarter" },
    categories: ["food-tour", "family"],
    interests: ["street-food", "local-life"],
    colors: [["#c92a2a", "#e67700"]],
    inactive: true,
  },
  {
    type: "package",
    city: "Ha Long",
    days: 5,
    price: 12_900_000,
    name: {
      vi: "Trọn gói Hà Nội – Hạ Long – Sa Pa 5 ngày 4 đêm",
      en: "Hanoi, Ha Long Bay and Sa Pa Package, 5 Days 4 Nights",
    },
    overview: {
      vi: "Hành trình miền Bắc trọn gói: một đêm trên vịnh Hạ Long, hai đêm ở Sa Pa giữa ruộng bậc thang và một ngày khám phá Hà Nội.",
      en: "The north in one package: a night on Ha Long Bay, two nights in Sa Pa among the rice terraces and a day exploring Hanoi.",
    },
    departure: { vi: "Hà Nội", en: "Hanoi" },
    categories: ["multi-day-tour", "cruise-boat"],
    interests: ["photography", "trekking"],
    colors: [
      ["#1971c2", "#0ca678"],
      ["#1c7ed6", "#087f5b"],
      ["#4263eb", "#2f9e44"],
    ],
  },
  {
    type: "package",
    city: "Phu Quoc",
    days: 3,
    price: 6_490_000,
    name: { vi: "Phú Quốc nghỉ dưỡng 3 ngày 2 đêm", en: "Phu Quoc Island Getaway, 3 Days 2 Nights" },
    overview: {
      vi: "Nghỉ tại resort bãi Trường, lặn ngắm san hô ở quần đảo An Thới, thăm vườn tiêu và nhà thùng nước mắm.",
      en: "Stay at a Long Beach resort, snorkel the coral of the An Thoi islands, visit a pepper farm and a fish-sauce barrel house.",
    },
    departure: { vi: "Sân bay Phú Quốc", en: "Phu Quoc airport" },
    categories: ["beach-islands", "multi-day-tour"],
    interests: ["diving", "wellness-spa"],
    colors: [["#0b7285", "#f59f00"]],
  },
  {
    type: "package",
    city: "Da Nang",
    days: 4,
    price: 8_750_000,
    name: {
      vi: "Di sản miền Trung: Đà Nẵng – Huế – Hội An 4 ngày",
      en: "Central Heritage Journey: Da Nang, Hue and Hoi An in 4 Days",
    },
    overview: {
      vi: "Ba di sản trong một chuyến đi: vượt đèo Hải Vân, khám phá cố đô Huế và đêm phố cổ Hội An.",
      en: "Three heritage sites in one trip: cross the Hai Van Pass, explore imperial Hue and spend an evening in Hoi An's old town.",
    },
    departure: { vi: "Sân bay Đà Nẵng", en: "Da Nang airport" },
    categories: ["multi-day-tour", "culture-history"],
    interests: ["museums", "photography"],
    colors: [
      ["#e64980", "#5f3dc4"],
      ["#ae3ec9", "#1971c2"],
    ],
    status: "pending",
  },
  {
    type: "group",
    group_type: "viet-nam",
    city: "Sa Pa",
    days: 2,
    price: 2_350_000,
    name: { vi: "Trekking bản làng Sa Pa 2 ngày 1 đêm", en: "Sa Pa Village Trekking, 2 Days 1 Night" },
    overview: {
      vi: "Đi bộ qua bản Lao Chải, Tả Van, ngủ nhà người Dao đỏ và ngắm ruộng bậc thang Mường Hoa.",
      en: "Hike through Lao Chai and Ta Van villages, sleep in a Red Dao homestay and look over the Muong Hoa rice terraces.",
    },
    departure: { vi: "Thị xã Sa Pa", en: "Sa Pa town" },
    categories: ["adventure", "nature-eco"],
    interests: ["trekking", "local-life", "camping"],
    colors: [
      ["#2b8a3e", "#868e96"],
      ["#5c940d", "#495057"],
    ],
  },
  {
    type: "group",
    group_type: "viet-nam",
    city: "Ha Giang",
    days: 3,
    price: 3_900_000,
    name: { vi: "Hà Giang cung đường Hạnh Phúc 3 ngày 2 đêm", en: "Ha Giang Loop Adventure, 3 Days 2 Nights" },
    overview: {
      vi: "Chinh phục đèo Mã Pí Lèng, cột cờ Lũng Cú và sông Nho Quế trên cung đường đẹp nhất miền Bắc.",
      en: "Conquer the Ma Pi Leng Pass, the Lung Cu flag tower and the Nho Que river on the most spectacular road of the north.",
    },
    departure: { vi: "TP. Hà Giang", en: "Ha Giang city" },
    categories: ["adventure", "multi-day-tour"],
    interests: ["trekking", "photography"],
    colors: [["#5f3dc4", "#2b8a3e"]],
  },
  {
    type: "group",
    group_type: "foreign",
    city: "Hanoi",
    days: 7,
    price: 18_500_000,
    name: {
      vi: "Việt Nam tinh hoa 7 ngày: Hà Nội – Hạ Long – Hội An",
      en: "Vietnam Highlights in 7 Days: Hanoi, Ha Long and Hoi An",
    },
    overview: {
      vi: "Lịch khởi hành cố định cho khách quốc tế với hướng dẫn viên tiếng Anh: phố cổ Hà Nội, du thuyền Hạ Long và phố cổ Hội An.",
      en: "Fixed departures for international travellers with an English-speaking guide: Hanoi's Old Quarter, a Ha Long Bay cruise and Hoi An's old town.",
    },
    departure: { vi: "Sân bay Nội Bài", en: "Noi Bai airport" },
    categories: ["multi-day-tour", "culture-history"],
    interests: ["photography", "museums", "street-food"],
    colors: [
      ["#d9480f", "#1864ab"],
      ["#f76707", "#364fc7"],
    ],
  },
  {
    type: "group",
    group_type: "foreign",
    city: "Can Tho",
    days: 2,
    price: 2_890_000,
    name: {
      vi: "Miền Tây sông nước: chợ nổi Cái Răng 2 ngày",
      en: "Mekong Delta Floating Markets: Cai Rang in 2 Days",
    },
    overview: {
      vi: "Đi thuyền qua kênh rạch Bến Tre, nghỉ homestay vườn trái cây và dậy sớm đến chợ nổi Cái Răng.",
      en: "Glide along the canals of Ben Tre, stay in an orchard homestay and rise early for the Cai Rang floating market.",
    },
    departure: { vi: "TP. Hồ Chí Minh", en: "Ho Chi Minh City" },
    categories: ["nature-eco", "cruise-boat"],
    interests: ["local-life", "photography"],
    colors: [["#099268", "#e67700"]],
    status: "pending",
  },
  {
    type: "combo",
    optional_type: "default",
    city: "Da Nang",
    days: 3,
    price: 4_590_000,
    name: { vi: "Combo Đà Nẵng – Bà Nà Hills 3 ngày 2 đêm", en: "Da Nang and Ba Na Hills Combo, 3 Days 2 Nights" },
    overview: {
      vi: "Khách sạn gần biển Mỹ Khê, vé cáp treo Bà Nà Hills với Cầu Vàng và xe đưa đón sân bay.",
      en: "A hotel near My Khe beach, Ba Na Hills cable-car tickets with the Golden Bridge and airport transfers.",
    },
    departure: { vi: "Sân bay Đà Nẵng", en: "Da Nang airport" },
    categories: ["beach-islands", "family"],
    interests: ["photography", "shopping"],
    colors: [["#fab005", "#1c7ed6"]],
  },
  {
    type: "combo",
    optional_type: "group_size",
    city: "Nha Trang",
    days: 3,
    price: 3_790_000,
    name: { vi: "Combo Nha Trang biển đảo 3 ngày 2 đêm", en: "Nha Trang Island Hopping Combo, 3 Days 2 Nights" },
    overview: {
      vi: "Khách sạn trung tâm, tour bốn đảo bằng cano, tắm bùn khoáng và hải sản tươi ở cảng cá.",
      en: "A central hotel, a four-island speedboat tour, a mineral mud bath and fresh seafood by the fishing port.",
    },
    departure: { vi: "TP. Nha Trang", en: "Nha Trang city" },
    categories: ["beach-islands", "family"],
    interests: ["diving", "wellness-spa"],
    colors: [
      ["#1098ad", "#f783ac"],
      ["#15aabf", "#e64980"],
    ],
  },
  {
    type: "combo",
    optional_type: "flexi",
    city: "Ha Long",
    days: 2,
    price: 3_200_000,
    name: { vi: "Combo linh hoạt du thuyền Hạ Long và khách sạn", en: "Ha Long Bay Cruise and Hotel Flexible Combo" },
    overview: {
      vi: "Chọn hạng du thuyền và khách sạn theo nhóm của bạn: một đêm trên vịnh, chèo kayak hang Luồn và lớp nấu ăn trên boong.",
      en: "Pick the cruise and hotel class that suits your group: a night on the bay, kayaking at Luon Cave and a cooking class on deck.",
    },
    departure: { vi: "Cảng Tuần Châu", en: "Tuan Chau harbour" },
    categories: ["cruise-boat", "beach-islands"],
    interests: ["photography", "wellness-spa"],
    colors: [["#1864ab", "#495057"]],
  },
  {
    type: "combo",
    optional_type: "flexi",
    city: "Phu Quoc",
    days: 4,
    price: 7_900_000,
    name: { vi: "Combo linh hoạt Phú Quốc: vé máy bay và resort", en: "Phu Quoc Flexible Combo: Flights and Resort" },
    overview: {
      vi: "Vé máy bay khứ hồi từ TP. Hồ Chí Minh, ba đêm resort theo hạng bạn chọn và vé VinWonders.",
      en: "Return flights from Ho Chi Minh City, three resort nights in the class you choose and VinWonders tickets.",
    },
    departure: { vi: "Sân bay Tân Sơn Nhất", en: "Tan Son Nhat airport" },
    categories: ["beach-islands", "family"],
    interests: ["wellness-spa", "shopping"],
    colors: [
      ["#f08c00", "#0c8599"],
      ["#e8590c", "#1098ad"],
    ],
    status: "rejected",
  },
  {
    type: "team_building",
    city: "Vung Tau",
    days: 2,
    price: 1_650_000,
    price_type: "group_person",
    name: { vi: "Team building biển Vũng Tàu 2 ngày 1 đêm", en: "Vung Tau Beach Team Building, 2 Days 1 Night" },
    overview: {
      vi: "Trò chơi vận động trên bãi Sau, gala dinner có MC và ban nhạc, nghỉ khách sạn 3 sao gần biển.",
      en: "Beach games on Back Beach, a gala dinner with an MC and a live band, and a three-star hotel by the sea.",
    },
    departure: { vi: "TP. Hồ Chí Minh", en: "Ho Chi Minh City" },
    categories: ["beach-islands", "adventure"],
    interests: ["nightlife", "camping"],
    colors: [["#fd7e14", "#228be6"]],
  },
  {
    type: "team_building",
    city: "Ho Chi Minh City",
    days: 1,
    price: 890_000,
    price_type: "group_person",
    name: { vi: "Team building dã ngoại Củ Chi trong ngày", en: "Cu Chi Outdoor Team Building Day" },
    overview: {
      vi: "Thử thách đồng đội trong khu du lịch sinh thái, bắn súng sơn, kéo co và tiệc nướng ngoài trời.",
      en: "Team challenges in an eco park, paintball, tug of war and an outdoor barbecue.",
    },
    departure: { vi: "Quận 1, TP. Hồ Chí Minh", en: "District 1, Ho Chi Minh City" },
    categories: ["adventure", "day-trip"],
    interests: ["camping", "cycling"],
    colors: [["#2f9e44", "#f59f00"]],
    inactive: true,
    status: "pending",
  },
  {
    type: "ticket",
    city: "Phu Quoc",
    hours: 3,
    price: 600_000,
    name: { vi: "Vé cáp treo Hòn Thơm Phú Quốc", en: "Hon Thom Cable Car Ticket, Phu Quoc" },
    overview: {
      vi: "Vé khứ hồi tuyến cáp treo vượt biển dài gần 8 km, kèm vé công viên nước Aquatopia.",
      en: "A return ticket on the almost 8-kilometre sea-crossing cable car, with entry to the Aquatopia water park.",
    },
    departure: { vi: "Ga An Thới", en: "An Thoi station" },
    categories: ["beach-islands", "family"],
    interests: ["photography"],
    colors: [["#339af0", "#fcc419"]],
  },
  {
    type: "ticket",
    fast_track: true,
    city: "Da Nang",
    hours: 8,
    price: 950_000,
    name: { vi: "Vé Bà Nà Hills kèm lối đi ưu tiên", en: "Ba Na Hills Ticket with Fast-Track Entry" },
    overview: {
      vi: "Vé vào cổng và cáp treo Bà Nà Hills, lối đi ưu tiên không xếp hàng, tham quan Cầu Vàng và làng Pháp.",
      en: "Entry and cable car for Ba Na Hills with a fast-track lane: no queue for the Golden Bridge and the French village.",
    },
    departure: { vi: "Ga cáp treo Bà Nà", en: "Ba Na cable car station" },
    categories: ["family", "day-trip"],
    interests: ["photography", "shopping"],
    colors: [["#f59f00", "#5c7cfa"]],
  },
  {
    type: "ticket",
    city: "Hoi An",
    hours: 2,
    price: 600_000,
    name: { vi: "Vé show Ký ức Hội An", en: "Hoi An Memories Show Ticket" },
    overview: {
      vi: "Show thực cảnh với 500 diễn viên trên đảo Ký ức, kể lại 400 năm lịch sử thương cảng Hội An.",
      en: "An open-air show with 500 performers on Memories Island, retelling four hundred years of the Hoi An trading port.",
    },
    departure: { vi: "Đảo Ký ức Hội An", en: "Hoi An Memories Island" },
    categories: ["culture-history", "family"],
    interests: ["festivals", "nightlife"],
    colors: [["#c2255c", "#f59f00"]],
  },
  {
    type: "ticket",
    fast_track: true,
    city: "Nha Trang",
    hours: 8,
    price: 880_000,
    name: { vi: "Vé VinWonders Nha Trang lối đi ưu tiên", en: "VinWonders Nha Trang Fast-Track Ticket" },
    overview: {
      vi: "Trọn ngày vui chơi ở công viên giải trí trên đảo Hòn Tre với lối đi ưu tiên tại các trò chơi chính.",
      en: "A full day at the Hon Tre island theme park with fast-track access to the main rides.",
    },
    departure: { vi: "Cảng Phú Quý", en: "Phu Quy harbour" },
    categories: ["family", "beach-islands"],
    interests: ["shopping", "nightlife"],
    colors: [["#7048e8", "#20c997"]],
  },
  {
    type: "default",
    optional_type: "group_size",
    city: "Ho Chi Minh City",
    days: 1,
    price: 1_090_000,
    name: { vi: "Miền Tây trong ngày: Mỹ Tho – Bến Tre", en: "Mekong Delta Day Trip: My Tho and Ben Tre" },
    overview: {
      vi: "Đi thuyền chèo qua rạch dừa nước, thăm lò kẹo dừa, nghe đờn ca tài tử và ăn trưa cá tai tượng chiên xù.",
      en: "Row through water-coconut canals, visit a coconut-candy workshop, listen to southern folk music and lunch on crispy elephant-ear fish.",
    },
    departure: { vi: "Quận 1, TP. Hồ Chí Minh", en: "District 1, Ho Chi Minh City" },
    categories: ["day-trip", "nature-eco"],
    interests: ["local-life", "street-food"],
    colors: [
      ["#2b8a3e", "#f08c00"],
      ["#37b24d", "#e8590c"],
    ],
  },
];

/** The same for every seeded tour: what a supplier would write once and reuse. */
export const SEED_CONTENT: Record<
  "what_included" | "what_to_expect" | "additional_info" | "cancellation_policy",
  Bilingual
> = {
  what_included: {
    vi: "<ul><li>Hướng dẫn viên tiếng Việt và tiếng Anh</li><li>Xe đưa đón có máy lạnh</li><li>Vé tham quan theo chương trình</li><li>Nước uống</li></ul>",
    en: "<ul><li>Vietnamese and English-speaking guide</li><li>Air-conditioned transport</li><li>Entrance fees as listed</li><li>Drinking water</li></ul>",
  },
  what_to_expect: {
    vi: "<p>Lịch trình có thể thay đổi theo thời tiết. Hướng dẫn viên sẽ liên hệ với bạn một ngày trước khởi hành.</p>",
    en: "<p>The schedule may change with the weather. Your guide will contact you the day before departure.</p>",
  },
  additional_info: {
    vi: "<p>Trẻ em dưới 5 tuổi đi cùng bố mẹ. Vui lòng mang giày thoải mái và kem chống nắng.</p>",
    en: "<p>Children under 5 travel with their parents. Please bring comfortable shoes and sunscreen.</p>",
  },
  cancellation_policy: {
    vi: "<p>Hủy trước 48 giờ: hoàn 100%. Hủy trong vòng 48 giờ: không hoàn tiền.</p>",
    en: "<p>Cancel at least 48 hours ahead for a full refund. No refund within 48 hours.</p>",
  },
};
