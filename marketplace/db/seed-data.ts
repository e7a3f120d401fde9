/**
 * Seed content for the marketplace database: areas, countries and cities,
 * tour categories and interests, facilities, bed types, hotel types and the
 * help articles shown in the supplier back-office. Bilingual (vi / en).
 *
 * Plain data only: no imports, no side effects.
 */

export type Bilingual = { vi: string; en: string };

export type AreaSlug = "chau-a" | "chau-au" | "chau-my";

export type FacilityType = "cruise" | "cabin" | "hotel" | "room";

export type SeedArea = { slug: AreaSlug; name: Bilingual };
export type SeedCountry = { code: string; area: AreaSlug; name: Bilingual; cities: Bilingual[] };
export type SeedOrderedItem = { slug: string; name: Bilingual; order: number };
export type SeedFacility = { slug: string; type: FacilityType; name: Bilingual };
export type SeedBedType = { slug: string; name: Bilingual; numofperson: number };
export type SeedHotelType = { slug: string; name: Bilingual };
export type SeedHelpArticle = { _id: string; title: Bilingual; content: Bilingual };

// Areas: fixed slugs, fixed order.
export const AREAS: SeedArea[] = [
  { slug: "chau-a", name: { vi: "Châu Á", en: "Asia" } },
  { slug: "chau-au", name: { vi: "Châu Âu", en: "Europe" } },
  { slug: "chau-my", name: { vi: "Châu Mỹ", en: "America" } },
];

// Countries (ISO 3166-1 alpha-2) with their main tourist cities.
export const COUNTRIES: SeedCountry[] = [
  {
    code: "VN",
    area: "chau-a",
    name: { vi: "Việt Nam", en: "Vietnam" },
    cities: [
      { vi: "Hà Nội", en: "Hanoi" },
      { vi: "TP. Hồ Chí Minh", en: "Ho Chi Minh City" },
      { vi: "Đà Nẵng", en: "Da Nang" },
      { vi: "Hải Phòng", en: "Hai Phong" },
      { vi: "Cần Thơ", en: "Can Tho" },
      { vi: "Huế", en: "Hue" },
      { vi: "Hội An", en: "Hoi An" },
      { vi: "Nha Trang", en: "Nha Trang" },
      { vi: "Đà Lạt", en: "Da Lat" },
      { vi: "Hạ Long", en: "Ha Long" },
      { vi: "Phú Quốc", en: "Phu Quoc" },
      { vi: "Sa Pa", en: "Sa Pa" },
      { vi: "Ninh Bình", en: "Ninh Binh" },
      { vi: "Vũng Tàu", en: "Vung Tau" },
      { vi: "Quy Nhơn", en: "Quy Nhon" },
      { vi: "Phan Thiết", en: "Phan Thiet" },
      { vi: "Hà Giang", en: "Ha Giang" },
      { vi: "Côn Đảo", en: "Con Dao" },
      { vi: "Cát Bà", en: "Cat Ba" },
      { vi: "Mộc Châu", en: "Moc Chau" },
      { vi: "Buôn Ma Thuột", en: "Buon Ma Thuot" },
    ],
  },
  {
    code: "TH",
    area: "chau-a",
    name: { vi: "Thái Lan", en: "Thailand" },
    cities: [
      { vi: "Băng Cốc", en: "Bangkok" },
      { vi: "Pattaya", en: "Pattaya" },
      { vi: "Phuket", en: "Phuket" },
      { vi: "Chiang Mai", en: "Chiang Mai" },
      { vi: "Krabi", en: "Krabi" },
    ],
  },
  {
    code: "KH",
    area: "chau-a",
    name: { vi: "Campuchia", en: "Cambodia" },
    cities: [
      { vi: "Phnôm Pênh", en: "Phnom Penh" },
      { vi: "Xiêm Riệp", en: "Siem Reap" },
      { vi: "Sihanoukville", en: "Sihanoukville" },
      { vi: "Kampot", en: "Kampot" },
    ],
  },
  {
    code: "LA",
    area: "chau-a",
    name: { vi: "Lào", en: "Laos" },
    cities: [
      { vi: "Viêng Chăn", en: "Vientiane" },
      { vi: "Luông Pha Băng", en: "Luang Prabang" },
      { vi: "Vang Viêng", en: "Vang Vieng" },
      { vi: "Pắc Xế", en: "Pakse" },
    ],
  },
  {
    code: "SG",
    area: "chau-a",
    name: { vi: "Singapore", en: "Singapore" },
    cities: [
      { vi: "Singapore", en: "Singapore" },
      { vi: "Đảo Sentosa", en: "Sentosa Island" },
      { vi: "Marina Bay", en: "Marina Bay" },
    ],
  },
  {
    code: "MY",
    area: "chau-a",
    name: { vi: "Malaysia", en: "Malaysia" },
    cities: [
      { vi: "Kuala Lumpur", en: "Kuala Lumpur" },
      { vi: "Penang", en: "Penang" },
      { vi: "Malacca", en: "Malacca" },
      { vi: "Langkawi", en: "Langkawi" },
      { vi: "Kota Kinabalu", en: "Kota Kinabalu" },
    ],
  },
  {
    code: "ID",
    area: "chau-a",
    name: { vi: "Indonesia", en: "Indonesia" },
    cities: [
      { vi: "Jakarta", en: "Jakarta" },
      { vi: "Bali", en: "Bali" },
      { vi: "Yogyakarta", en: "Yogyakarta" },
      { vi: "Lombok", en: "Lombok" },
    ],
  },
  {
    code: "JP",
    area: "chau-a",
    name: { vi: "Nhật Bản", en: "Japan" },
    cities: [
      { vi: "Tokyo", en: "Tokyo" },
      { vi: "Osaka", en: "Osaka" },
      { vi: "Kyoto", en: "Kyoto" },
      { vi: "Nara", en: "Nara" },
      { vi: "Sapporo", en: "Sapporo" },
    ],
  },
  {
    code: "KR",
    area: "chau-a",
    name: { vi: "Hàn Quốc", en: "South Korea" },
    cities: [
      { vi: "Seoul", en: "Seoul" },
      { vi: "Busan", en: "Busan" },
      { vi: "Đảo Jeju", en: "Jeju Island" },
      { vi: "Incheon", en: "Incheon" },
      { vi: "Gyeongju", en: "Gyeongju" },
    ],
  },
  {
    code: "CN",
    area: "chau-a",
    name: { vi: "Trung Quốc", en: "China" },
    cities: [
      { vi: "Bắc Kinh", en: "Beijing" },
      { vi: "Thượng Hải", en: "Shanghai" },
      { vi: "Quảng Châu", en: "Guangzhou" },
      { vi: "Thành Đô", en: "Chengdu" },
      { vi: "Trương Gia Giới", en: "Zhangjiajie" },
    ],
  },
  {
    code: "FR",
    area: "chau-au",
    name: { vi: "Pháp", en: "France" },
    cities: [
      { vi: "Paris", en: "Paris" },
      { vi: "Nice", en: "Nice" },
      { vi: "Lyon", en: "Lyon" },
      { vi: "Marseille", en: "Marseille" },
    ],
  },
  {
    code: "IT",
    area: "chau-au",
    name: { vi: "Ý", en: "Italy" },
    cities: [
      { vi: "Roma", en: "Rome" },
      { vi: "Venice", en: "Venice" },
      { vi: "Florence", en: "Florence" },
      { vi: "Milan", en: "Milan" },
      { vi: "Napoli", en: "Naples" },
    ],
  },
  {
    code: "ES",
    area: "chau-au",
    name: { vi: "Tây Ban Nha", en: "Spain" },
    cities: [
      { vi: "Madrid", en: "Madrid" },
      { vi: "Barcelona", en: "Barcelona" },
      { vi: "Seville", en: "Seville" },
      { vi: "Granada", en: "Granada" },
      { vi: "Valencia", en: "Valencia" },
    ],
  },
  {
    code: "DE",
    area: "chau-au",
    name: { vi: "Đức", en: "Germany" },
    cities: [
      { vi: "Berlin", en: "Berlin" },
      { vi: "Munich", en: "Munich" },
      { vi: "Frankfurt", en: "Frankfurt" },
      { vi: "Hamburg", en: "Hamburg" },
      { vi: "Cologne", en: "Cologne" },
    ],
  },
  {
    code: "GB",
    area: "chau-au",
    name: { vi: "Vương quốc Anh", en: "United Kingdom" },
    cities: [
      { vi: "London", en: "London" },
      { vi: "Edinburgh", en: "Edinburgh" },
      { vi: "Manchester", en: "Manchester" },
      { vi: "Liverpool", en: "Liverpool" },
      { vi: "Oxford", en: "Oxford" },
    ],
  },
  {
    code: "CH",
    area: "chau-au",
    name: { vi: "Thụy Sĩ", en: "Switzerland" },
    cities: [
      { vi: "Zurich", en: "Zurich" },
      { vi: "Geneva", en: "Geneva" },
      { vi: "Lucerne", en: "Lucerne" },
      { vi: "Interlaken", en: "Interlaken" },
      { vi: "Bern", en: "Bern" },
    ],
  },
  {
    code: "NL",
    area: "chau-au",
    name: { vi: "Hà Lan", en: "Netherlands" },
    cities: [
      { vi: "Amsterdam", en: "Amsterdam" },
      { vi: "Rotterdam", en: "Rotterdam" },
      { vi: "La Hay", en: "The Hague" },
      { vi: "Utrecht", en: "Utrecht" },
    ],
  },
  {
    code: "US",
    area: "chau-my",
    name: { vi: "Mỹ", en: "United States" },
    cities: [
      { vi: "New York", en: "New York" },
      { vi: "Los Angeles", en: "Los Angeles" },
      { vi: "San Francisco", en: "San Francisco" },
      { vi: "Las Vegas", en: "Las Vegas" },
      { vi: "Washington D.C.", en: "Washington, D.C." },
    ],
  },
  {
    code: "CA",
    area: "chau-my",
    name: { vi: "Canada", en: "Canada" },
    cities: [
      { vi: "Toronto", en: "Toronto" },
      { vi: "Vancouver", en: "Vancouver" },
      { vi: "Montreal", en: "Montreal" },
      { vi: "Québec", en: "Quebec City" },
      { vi: "Ottawa", en: "Ottawa" },
    ],
  },
  {
    code: "MX",
    area: "chau-my",
    name: { vi: "Mexico", en: "Mexico" },
    cities: [
      { vi: "Thành phố Mexico", en: "Mexico City" },
      { vi: "Cancún", en: "Cancún" },
      { vi: "Guadalajara", en: "Guadalajara" },
      { vi: "Oaxaca", en: "Oaxaca" },
    ],
  },
  {
    code: "BR",
    area: "chau-my",
    name: { vi: "Brazil", en: "Brazil" },
    cities: [
      { vi: "Rio de Janeiro", en: "Rio de Janeiro" },
      { vi: "São Paulo", en: "São Paulo" },
      { vi: "Salvador", en: "Salvador" },
      { vi: "Brasília", en: "Brasília" },
    ],
  },
  {
    code: "PE",
    area: "chau-my",
    name: { vi: "Peru", en: "Peru" },
    cities: [
      { vi: "Lima", en: "Lima" },
      { vi: "Cusco", en: "Cusco" },
      { vi: "Arequipa", en: "Arequipa" },
      { vi: "Puno", en: "Puno" },
    ],
  },
];

// Tour categories, ordered from 1.
export const TOUR_CATEGORIES: SeedOrderedItem[] = [
  { slug: "city-tour", name: { vi: "Tham quan thành phố", en: "City tour" }, order: 1 },
  { slug: "day-trip", name: { vi: "Tour trong ngày", en: "Day trip" }, order: 2 },
  { slug: "multi-day-tour", name: { vi: "Tour dài ngày", en: "Multi-day tour" }, order: 3 },
  { slug: "adventure", name: { vi: "Khám phá mạo hiểm", en: "Adventure" }, order: 4 },
  { slug: "culture-history", name: { vi: "Văn hóa & lịch sử", en: "Culture & history" }, order: 5 },
  { slug: "food-tour", name: { vi: "Tour ẩm thực", en: "Food tour" }, order: 6 },
  { slug: "nature-eco", name: { vi: "Thiên nhiên & sinh thái", en: "Nature & eco" }, order: 7 },
  { slug: "beach-islands", name: { vi: "Biển & đảo", en: "Beach & islands" }, order: 8 },
  { slug: "cruise-boat", name: { vi: "Du thuyền & tàu thuyền", en: "Cruise & boat" }, order: 9 },
  { slug: "family", name: { vi: "Du lịch gia đình", en: "Family" }, order: 10 },
  { slug: "spiritual", name: { vi: "Du lịch tâm linh", en: "Spiritual & pilgrimage" }, order: 11 },
];

// Tour interests, ordered from 1.
export const TOUR_INTERESTS: SeedOrderedItem[] = [
  { slug: "photography", name: { vi: "Chụp ảnh", en: "Photography" }, order: 1 },
  { slug: "trekking", name: { vi: "Trekking & leo núi", en: "Trekking" }, order: 2 },
  { slug: "street-food", name: { vi: "Ẩm thực đường phố", en: "Street food" }, order: 3 },
  { slug: "museums", name: { vi: "Bảo tàng", en: "Museums" }, order: 4 },
  { slug: "diving", name: { vi: "Lặn biển", en: "Diving" }, order: 5 },
  { slug: "cycling", name: { vi: "Đạp xe", en: "Cycling" }, order: 6 },
  { slug: "shopping", name: { vi: "Mua sắm", en: "Shopping" }, order: 7 },
  { slug: "nightlife", name: { vi: "Giải trí về đêm", en: "Nightlife" }, order: 8 },
  { slug: "wellness-spa", name: { vi: "Chăm sóc sức khỏe & spa", en: "Wellness & spa" }, order: 9 },
  { slug: "local-life", name: { vi: "Trải nghiệm đời sống địa phương", en: "Local life" }, order: 10 },
  { slug: "festivals", name: { vi: "Lễ hội", en: "Festivals" }, order: 11 },
  { slug: "camping", name: { vi: "Cắm trại", en: "Camping" }, order: 12 },
];

// Facilities. cruise = on board a cruise ship, cabin = in a cruise cabin,
// hotel = of a hotel, room = in a hotel room.
export const FACILITIES: SeedFacility[] = [
  // cruise
  { slug: "cruise-restaurant", type: "cruise", name: { vi: "Nhà hàng", en: "Restaurant" } },
  { slug: "cruise-sun-deck", type: "cruise", name: { vi: "Boong tắm nắng", en: "Sun deck" } },
  { slug: "cruise-bar-lounge", type: "cruise", name: { vi: "Quầy bar", en: "Bar & lounge" } },
  { slug: "cruise-jacuzzi", type: "cruise", name: { vi: "Bể sục jacuzzi", en: "Jacuzzi" } },
  { slug: "cruise-kayaking", type: "cruise", name: { vi: "Chèo thuyền kayak", en: "Kayaking" } },
  { slug: "cruise-spa", type: "cruise", name: { vi: "Spa & massage", en: "Spa & massage" } },
  { slug: "cruise-cooking-class", type: "cruise", name: { vi: "Lớp học nấu ăn", en: "Cooking class" } },
  { slug: "cruise-tai-chi", type: "cruise", name: { vi: "Tập thái cực quyền buổi sáng", en: "Morning tai chi" } },
  { slug: "cruise-squid-fishing", type: "cruise", name: { vi: "Câu mực đêm", en: "Night squid fishing" } },
  { slug: "cruise-gym", type: "cruise", name: { vi: "Phòng tập thể dục", en: "Fitness room" } },
  { slug: "cruise-wifi", type: "cruise", name: { vi: "Wi-Fi trên tàu", en: "Onboard Wi-Fi" } },
  // cabin
  { slug: "cabin-private-balcony", type: "cabin", name: { vi: "Ban công riêng", en: "Private balcony" } },
  { slug: "cabin-bathtub", type: "cabin", name: { vi: "Bồn tắm", en: "Bathtub" } },
  { slug: "cabin-air-conditioning", type: "cabin", name: { vi: "Điều hòa nhiệt độ", en: "Air conditioning" } },
  { slug: "cabin-minibar", type: "cabin", name: { vi: "Minibar", en: "Minibar" } },
  { slug: "cabin-panoramic-window", type: "cabin", name: { vi: "Cửa sổ kính toàn cảnh", en: "Panoramic window" } },
  { slug: "cabin-private-bathroom", type: "cabin", name: { vi: "Phòng tắm riêng", en: "En-suite bathroom" } },
  { slug: "cabin-hair-dryer", type: "cabin", name: { vi: "Máy sấy tóc", en: "Hair dryer" } },
  { slug: "cabin-safe", type: "cabin", name: { vi: "Két an toàn", en: "In-cabin safe" } },
  { slug: "cabin-tea-coffee", type: "cabin", name: { vi: "Dụng cụ pha trà, cà phê", en: "Tea and coffee maker" } },
  { slug: "cabin-toiletries", type: "cabin", name: { vi: "Đồ vệ sinh cá nhân miễn phí", en: "Free toiletries" } },
  {
    slug: "cabin-bathrobe-slippers",
    type: "cabin",
    name: { vi: "Áo choàng tắm & dép đi trong phòng", en: "Bathrobes & slippers" },
  },
  { slug: "cabin-bay-view", type: "cabin", name: { vi: "Hướng nhìn ra vịnh", en: "Bay view" } },
  // hotel
  { slug: "hotel-swimming-pool", type: "hotel", name: { vi: "Hồ bơi", en: "Swimming pool" } },
  { slug: "hotel-free-parking", type: "hotel", name: { vi: "Chỗ đỗ xe miễn phí", en: "Free parking" } },
  { slug: "hotel-airport-shuttle", type: "hotel", name: { vi: "Đưa đón sân bay", en: "Airport shuttle" } },
  { slug: "hotel-gym", type: "hotel", name: { vi: "Phòng gym", en: "Fitness center" } },
  { slug: "hotel-restaurant", type: "hotel", name: { vi: "Nhà hàng", en: "Restaurant" } },
  { slug: "hotel-spa", type: "hotel", name: { vi: "Spa & chăm sóc sức khỏe", en: "Spa & wellness" } },
  { slug: "hotel-front-desk-24h", type: "hotel", name: { vi: "Lễ tân 24 giờ", en: "24-hour front desk" } },
  {
    slug: "hotel-free-wifi",
    type: "hotel",
    name: { vi: "Wi-Fi miễn phí tại khu vực chung", en: "Free Wi-Fi in public areas" },
  },
  { slug: "hotel-elevator", type: "hotel", name: { vi: "Thang máy", en: "Elevator" } },
  { slug: "hotel-laundry", type: "hotel", name: { vi: "Dịch vụ giặt ủi", en: "Laundry service" } },
  { slug: "hotel-kids-club", type: "hotel", name: { vi: "Câu lạc bộ trẻ em", en: "Kids' club" } },
  { slug: "hotel-meeting-room", type: "hotel", name: { vi: "Phòng họp", en: "Meeting rooms" } },
  // room
  { slug: "room-wifi", type: "room", name: { vi: "Wi-Fi miễn phí", en: "Free Wi-Fi" } },
  { slug: "room-safe", type: "room", name: { vi: "Két an toàn", en: "In-room safe" } },
  { slug: "room-hair-dryer", type: "room", name: { vi: "Máy sấy tóc", en: "Hair dryer" } },
  { slug: "room-tv", type: "room", name: { vi: "TV màn hình phẳng", en: "Flat-screen TV" } },
  { slug: "room-air-conditioning", type: "room", name: { vi: "Điều hòa nhiệt độ", en: "Air conditioning" } },
  { slug: "room-minibar", type: "room", name: { vi: "Minibar", en: "Minibar" } },
  { slug: "room-kettle", type: "room", name: { vi: "Ấm đun nước", en: "Electric kettle" } },
  { slug: "room-bathtub", type: "room", name: { vi: "Bồn tắm", en: "Bathtub" } },
  { slug: "room-balcony", type: "room", name: { vi: "Ban công", en: "Balcony" } },
  { slug: "room-work-desk", type: "room", name: { vi: "Bàn làm việc", en: "Work desk" } },
  { slug: "room-iron", type: "room", name: { vi: "Bàn ủi", en: "Iron and ironing board" } },
  { slug: "room-toiletries", type: "room", name: { vi: "Đồ vệ sinh cá nhân miễn phí", en: "Free toiletries" } },
];

// Bed types: numofperson = how many people the bed sleeps.
export const BED_TYPES: SeedBedType[] = [
  { slug: "single-bed", name: { vi: "Giường đơn", en: "Single bed" }, numofperson: 1 },
  { slug: "double-bed", name: { vi: "Giường đôi", en: "Double bed" }, numofperson: 2 },
  { slug: "queen-bed", name: { vi: "Giường Queen", en: "Queen bed" }, numofperson: 2 },
  { slug: "king-bed", name: { vi: "Giường King", en: "King bed" }, numofperson: 2 },
  { slug: "twin-beds", name: { vi: "Hai giường đơn", en: "Twin beds" }, numofperson: 2 },
  { slug: "bunk-bed", name: { vi: "Giường tầng", en: "Bunk bed" }, numofperson: 2 },
  { slug: "sofa-bed", name: { vi: "Giường sofa", en: "Sofa bed" }, numofperson: 1 },
  { slug: "extra-bed", name: { vi: "Giường phụ", en: "Extra bed" }, numofperson: 1 },
];

export const HOTEL_TYPES: SeedHotelType[] = [
  { slug: "hotel", name: { vi: "Khách sạn", en: "Hotel" } },
  { slug: "resort", name: { vi: "Khu nghỉ dưỡng", en: "Resort" } },
  { slug: "homestay", name: { vi: "Homestay", en: "Homestay" } },
  { slug: "villa", name: { vi: "Biệt thự", en: "Villa" } },
  { slug: "apartment", name: { vi: "Căn hộ", en: "Apartment" } },
  { slug: "hostel", name: { vi: "Hostel", en: "Hostel" } },
  { slug: "boutique-hotel", name: { vi: "Khách sạn boutique", en: "Boutique hotel" } },
  { slug: "guesthouse", name: { vi: "Nhà nghỉ", en: "Guesthouse" } },
];

// Help articles, one per management page of the back-office (the bookings', the transport screens'
// and the cabin calendar's, with the labels they name, are in help-screens.ts).
// The _id values are fixed: the app links to them.
// Content is simple HTML (<p>, <ol>, <ul>, <li>, <strong>).
export const HELP_ARTICLES: SeedHelpArticle[] = [
  {
    _id: "help-dashboard",
    title: { vi: "Trang tổng quan", en: "Dashboard" },
    content: {
      vi:
        "<p><strong>Trang tổng quan</strong> là trang bắt đầu của hệ thống quản trị. Từ đây bạn truy cập mọi dịch vụ đang bán trên sàn.</p>" +
        "<p>Menu bên trái được chia theo nhóm dịch vụ:</p>" +
        "<ul>" +
        "<li><strong>Tour và du thuyền</strong>: tour, du thuyền, đơn đặt chỗ và thống kê.</li>" +
        "<li><strong>Khách sạn</strong>: cơ sở lưu trú, loại phòng, đơn đặt phòng và doanh thu.</li>" +
        "<li><strong>Vận chuyển</strong>: dịch vụ thuê xe kèm tài xế và danh sách xe.</li>" +
        "<li><strong>Xe hai bánh</strong>: dịch vụ cho thuê xe máy, xe đạp.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Nhấn vào một nhóm trên menu để mở rộng, sau đó chọn trang cần làm việc.</li>" +
        "<li>Dùng nút chuyển ngôn ngữ trên thanh tiêu đề để đổi giữa tiếng Việt và tiếng Anh.</li>" +
        "<li>Mở menu tài khoản (ảnh đại diện trên thanh tiêu đề) để xem hồ sơ, đổi mật khẩu hoặc đăng xuất.</li>" +
        "</ol>",
      en:
        "<p>The <strong>Dashboard</strong> is the start page of the back-office. From here you reach every service you sell on the marketplace.</p>" +
        "<p>The side menu on the left is grouped by service:</p>" +
        "<ul>" +
        "<li><strong>Tours and cruises</strong>: tours, cruises, bookings and statistics.</li>" +
        "<li><strong>Hotels</strong>: properties, room types, bookings and revenue.</li>" +
        "<li><strong>Transport</strong>: car-with-driver services and their vehicles.</li>" +
        "<li><strong>Two-wheeled vehicles</strong>: motorbike and bicycle rental services.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Click a group in the menu to expand it, then choose the page you want to work on.</li>" +
        "<li>Use the language switch in the header to change between Vietnamese and English.</li>" +
        "<li>Open the account menu (your avatar in the header) to view your profile, change your password or sign out.</li>" +
        "</ol>",
    },
  },
  {
    _id: "help-profile",
    title: { vi: "Hồ sơ", en: "Profile" },
    content: {
      vi:
        "<p>Trang <strong>Hồ sơ</strong> tập hợp mọi thông tin về tài khoản và doanh nghiệp của bạn tại một nơi.</p>" +
        "<ul>" +
        "<li><strong>Tài khoản cá nhân</strong>: họ tên, giới tính, ngày sinh và số điện thoại.</li>" +
        "<li><strong>Đổi mật khẩu</strong>: đặt mật khẩu mới để đăng nhập.</li>" +
        "<li><strong>Hồ sơ nhà cung cấp</strong>: thông tin công ty, giấy tờ kinh doanh và tài khoản ngân hàng nhận thanh toán.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Nhấn vào mục bạn muốn cập nhật.</li>" +
        "<li>Điền hoặc chỉnh sửa thông tin rồi nhấn <strong>Lưu</strong>.</li>" +
        "<li>Quay lại trang này bất cứ lúc nào để kiểm tra những phần còn thiếu.</li>" +
        "</ol>" +
        "<p>Hãy giữ hồ sơ nhà cung cấp đầy đủ và luôn cập nhật: hồ sơ đã được xác minh giúp tạo niềm tin với du khách và đội ngũ vận hành sàn.</p>",
      en:
        "<p>The <strong>Profile</strong> page gathers everything about your account and your business in one place.</p>" +
        "<ul>" +
        "<li><strong>Personal account</strong>: your name, gender, date of birth and phone number.</li>" +
        "<li><strong>Change password</strong>: set a new password for signing in.</li>" +
        "<li><strong>Supplier profile</strong>: your company details, business documents and the bank account that receives your payouts.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Click the section you want to update.</li>" +
        "<li>Fill in or correct the information, then click <strong>Save</strong>.</li>" +
        "<li>Come back to this page at any time to check what is still missing.</li>" +
        "</ol>" +
        "<p>Keep your supplier profile complete and up to date: a verified profile builds trust with travelers and with the marketplace team.</p>",
    },
  },
  {
    _id: "help-profile-user",
    title: { vi: "Tài khoản cá nhân", en: "Personal account" },
    content: {
      vi:
        "<p>Trang <strong>Tài khoản cá nhân</strong> lưu thông tin của người trực tiếp quản lý tài khoản quản trị này. Thông tin được dùng khi đội ngũ vận hành sàn cần liên hệ với bạn.</p>" +
        "<ol>" +
        "<li>Nhập họ và tên đúng như trên giấy tờ tùy thân.</li>" +
        "<li>Chọn giới tính.</li>" +
        "<li>Chọn ngày sinh. Bạn phải đủ 18 tuổi trở lên.</li>" +
        "<li>Chọn mã quốc gia (ví dụ +84 cho Việt Nam), sau đó nhập số điện thoại, bỏ số 0 ở đầu.</li>" +
        "<li>Nhấn <strong>Lưu</strong>.</li>" +
        "</ol>" +
        "<p>Mọi thay đổi đều được kiểm duyệt: đội ngũ vận hành sàn sẽ xem xét trước khi áp dụng. Trong thời gian chờ duyệt, thông tin cũ vẫn được sử dụng.</p>",
      en:
        "<p>The <strong>Personal account</strong> page holds the details of the person who manages this back-office account. The marketplace team uses them when it needs to contact you.</p>" +
        "<ol>" +
        "<li>Enter your full name exactly as it appears on your ID document.</li>" +
        "<li>Select your gender.</li>" +
        "<li>Choose your date of birth. You must be at least 18 years old.</li>" +
        "<li>Select the country code (for example +84 for Vietnam), then type your phone number without the leading zero.</li>" +
        "<li>Click <strong>Save</strong>.</li>" +
        "</ol>" +
        "<p>All changes are moderated: the marketplace team reviews them before they take effect. While the review is pending, your previous details stay in use.</p>",
    },
  },
  {
    _id: "help-profile-change-pass",
    title: { vi: "Đổi mật khẩu", en: "Change password" },
    content: {
      vi:
        "<p>Trang <strong>Đổi mật khẩu</strong> dùng để đặt mật khẩu mới cho tài khoản quản trị của bạn.</p>" +
        "<ol>" +
        "<li>Nhập mật khẩu hiện tại.</li>" +
        "<li>Nhập mật khẩu mới. Nên dùng ít nhất 8 ký tự, kết hợp chữ, số và ký hiệu.</li>" +
        "<li>Nhập lại mật khẩu mới để xác nhận.</li>" +
        "<li>Nhấn <strong>Lưu</strong>.</li>" +
        "</ol>" +
        "<p>Sau khi đổi, hãy dùng mật khẩu mới cho lần đăng nhập tiếp theo. Để bảo mật, không dùng lại mật khẩu của các trang web khác và tuyệt đối không chia sẻ mật khẩu cho bất kỳ ai, kể cả người tự xưng là nhân viên của sàn. Nếu nghi ngờ người khác biết mật khẩu, hãy đổi ngay.</p>",
      en:
        "<p>Use the <strong>Change password</strong> page to set a new password for your back-office account.</p>" +
        "<ol>" +
        "<li>Enter your current password.</li>" +
        "<li>Enter the new password. Use at least 8 characters and mix letters, numbers and symbols.</li>" +
        "<li>Enter the new password again to confirm it.</li>" +
        "<li>Click <strong>Save</strong>.</li>" +
        "</ol>" +
        "<p>After the change, use the new password the next time you sign in. For security, do not reuse a password from other websites, and never share it with anyone, including people who claim to work for the marketplace. If you think someone else knows your password, change it immediately.</p>",
    },
  },
  {
    _id: "help-profile-agency",
    title: { vi: "Hồ sơ nhà cung cấp", en: "Supplier profile" },
    content: {
      vi:
        "<p>Trang <strong>Hồ sơ nhà cung cấp</strong> lưu thông tin doanh nghiệp của bạn. Tiền thanh toán sẽ được chuyển vào tài khoản ngân hàng khai báo tại đây.</p>" +
        "<ol>" +
        "<li>Tải lên logo doanh nghiệp.</li>" +
        "<li>Nhập thông tin liên hệ: tên công ty, email, số điện thoại và website.</li>" +
        "<li>Chọn vị trí: quốc gia, thành phố và địa chỉ chi tiết.</li>" +
        "<li>Điền thông tin kinh doanh như mã số thuế, số giấy phép và tải lên giấy tờ liên quan, ví dụ giấy chứng nhận đăng ký kinh doanh, giấy phép lữ hành.</li>" +
        "<li>Nhập tài khoản ngân hàng: tên ngân hàng, số tài khoản và tên chủ tài khoản.</li>" +
        "<li>Nhấn <strong>Lưu</strong>, sau đó nhấn <strong>Yêu cầu xác minh</strong>.</li>" +
        "</ol>" +
        "<p>Yêu cầu xác minh được xem xét trong vòng 24 giờ. Nếu hồ sơ còn thiếu, bạn sẽ thấy lý do, có thể bổ sung và gửi lại yêu cầu.</p>",
      en:
        "<p>The <strong>Supplier profile</strong> page holds your business record. Payouts are sent to the bank account you enter here.</p>" +
        "<ol>" +
        "<li>Upload your company logo.</li>" +
        "<li>Enter your contact details: company name, email, phone number and website.</li>" +
        "<li>Set your location: country, city and full address.</li>" +
        "<li>Fill in your business information, such as tax code and license number, and upload the related documents, for example your business registration certificate and travel license.</li>" +
        "<li>Enter your bank account: bank name, account number and account holder name.</li>" +
        "<li>Click <strong>Save</strong>, then click <strong>Request verification</strong>.</li>" +
        "</ol>" +
        "<p>Verification requests are reviewed within 24 hours. If something is missing, you will see the reason, and you can complete the profile and send the request again.</p>",
    },
  },
  {
    _id: "help-infomation",
    title: { vi: "Thông tin tài khoản", en: "Account overview" },
    content: {
      vi:
        "<p>Trang <strong>Thông tin tài khoản</strong> hiển thị tổng quan về tài khoản của bạn. Trang này chỉ để xem, không chỉnh sửa trực tiếp.</p>" +
        "<ul>" +
        "<li>Thông tin cá nhân và email đăng nhập.</li>" +
        "<li>Trạng thái hồ sơ nhà cung cấp: chưa gửi, đang chờ duyệt, đã xác minh hoặc bị từ chối.</li>" +
        "<li>Các dịch vụ bạn đang kinh doanh: tour, du thuyền, khách sạn, vận chuyển và xe hai bánh.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Kiểm tra thông tin đã chính xác và đầy đủ hay chưa.</li>" +
        "<li>Nếu cần thay đổi, mở trang <strong>Hồ sơ</strong> từ menu tài khoản và chỉnh sửa mục tương ứng.</li>" +
        "<li>Nếu hồ sơ nhà cung cấp bị từ chối, đọc lý do được hiển thị, cập nhật hồ sơ rồi gửi lại yêu cầu xác minh.</li>" +
        "</ol>",
      en:
        "<p>The <strong>Account overview</strong> page shows a summary of your account. It is for viewing only; nothing can be edited here directly.</p>" +
        "<ul>" +
        "<li>Your personal details and sign-in email.</li>" +
        "<li>The status of your supplier profile: not submitted, pending review, verified or rejected.</li>" +
        "<li>The services you run: tours, cruises, hotels, transport and two-wheeled vehicles.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Check that your information is correct and complete.</li>" +
        "<li>If something needs to change, open the <strong>Profile</strong> page from the account menu and edit the relevant section.</li>" +
        "<li>If your supplier profile was rejected, read the reason shown, update the profile and request verification again.</li>" +
        "</ol>",
    },
  },
  {
    _id: "help-tour-list",
    title: { vi: "Danh sách tour", en: "Tour list" },
    content: {
      vi:
        "<p><strong>Danh sách tour</strong> hiển thị tất cả tour bạn đã tạo, kèm trạng thái và các thông tin chính.</p>" +
        "<ol>" +
        "<li>Tìm theo tên tour, chọn khu vực (Châu Á, Châu Âu, Châu Mỹ) và khoảng ngày để lọc danh sách, rồi nhấn <strong>Tìm kiếm</strong>.</li>" +
        "<li>Nhấn <strong>Thêm tour</strong> để tạo tour mới.</li>" +
        "<li>Nhấn <strong>Sửa</strong> ở từng dòng để cập nhật nội dung, hình ảnh hoặc lịch trình.</li>" +
        "<li>Nhấn <strong>Thiết lập giá</strong> để nhập giá theo độ tuổi, nhóm khách, lịch khởi hành hoặc bảng giá theo gói, tùy theo loại bảng giá của tour.</li>" +
        "<li>Nhấn <strong>Xóa</strong> để gỡ tour. Hệ thống sẽ yêu cầu xác nhận; thao tác này không thể hoàn tác, vì vậy hãy kiểm tra các đơn sắp khởi hành trước.</li>" +
        "</ol>" +
        "<p>Xóa bộ lọc để xem lại toàn bộ danh sách.</p>",
      en:
        "<p>The <strong>Tour list</strong> shows every tour you have created, with its status and main details.</p>" +
        "<ol>" +
        "<li>Search by tour name, choose an area (Asia, Europe, America) and a date range to narrow the list, then click <strong>Search</strong>.</li>" +
        "<li>Click <strong>Add tour</strong> to create a new tour.</li>" +
        "<li>Click <strong>Edit</strong> on a row to update the tour's content, images or itinerary.</li>" +
        "<li>Click <strong>Prices</strong> to enter prices by age, by passenger group, on a departure calendar or in a price table, depending on the tour's price list type.</li>" +
        "<li>Click <strong>Delete</strong> to remove a tour. You will be asked to confirm; this cannot be undone, so check upcoming departures first.</li>" +
        "</ol>" +
        "<p>Clear the filters to see the full list again.</p>",
    },
  },
  {
    _id: "help-tour-form",
    title: { vi: "Thêm mới và chỉnh sửa tour", en: "Add and edit a tour" },
    content: {
      vi:
        "<p>Dùng biểu mẫu này để <strong>thêm mới hoặc chỉnh sửa tour</strong>. Nội dung được nhập bằng hai ngôn ngữ.</p>" +
        "<ol>" +
        "<li>Điền thẻ <strong>Tiếng Việt</strong>: tên tour, giới thiệu, lịch trình, dịch vụ bao gồm, không bao gồm và chính sách.</li>" +
        "<li>Chuyển sang thẻ <strong>Tiếng Anh</strong> và nhập nội dung tương ứng, hoặc nhấn <strong>Tự động dịch</strong> để dịch từ bản tiếng Việt, sau đó đọc lại và chỉnh sửa.</li>" +
        "<li>Chọn loại tour (tour riêng hoặc tour ghép đoàn), khu vực, quốc gia, thành phố, danh mục và sở thích.</li>" +
        "<li>Chọn loại bảng giá: giá theo độ tuổi, nhóm khách có tùy chọn, lịch khởi hành cho tour ghép đoàn hoặc bảng giá theo gói.</li>" +
        "<li>Tải ảnh lên: tối đa 15 ảnh, định dạng JPG hoặc PNG, mỗi ảnh dưới 1 MB.</li>" +
        "<li>Nhấn <strong>Lưu</strong>, sau đó thiết lập giá từ danh sách tour.</li>" +
        "</ol>",
      en:
        "<p>Use this form to <strong>add or edit a tour</strong>. Content is entered in two languages.</p>" +
        "<ol>" +
        "<li>Fill in the <strong>Vietnamese</strong> tab: tour name, overview, itinerary, inclusions, exclusions and policies.</li>" +
        "<li>Switch to the <strong>English</strong> tab and enter the same content, or click <strong>Auto-translate</strong> to translate it from the Vietnamese version, then review and correct it.</li>" +
        "<li>Choose the tour type (private tour or group tour), area, country, city, category and interests.</li>" +
        "<li>Choose the price list type: price by age, passenger groups with options, departure calendar for group tours, or price table.</li>" +
        "<li>Upload images: up to 15 files, JPG or PNG, each under 1 MB.</li>" +
        "<li>Click <strong>Save</strong>, then set up prices from the tour list.</li>" +
        "</ol>",
    },
  },
  {
    _id: "help-tour-age",
    title: { vi: "Giá theo độ tuổi", en: "Price by age" },
    content: {
      vi:
        "<p>Trang <strong>Giá theo độ tuổi</strong> dùng để đặt một mức giá cho từng nhóm tuổi của khách. Cách tính này phù hợp với tour có giá chỉ phụ thuộc vào độ tuổi.</p>" +
        "<ol>" +
        "<li>Nhập giá cho từng nhóm: <strong>Người lớn</strong>, <strong>Người cao tuổi</strong>, <strong>Thanh thiếu niên</strong>, <strong>Trẻ em</strong> và <strong>Em bé</strong>. Khai báo độ tuổi của từng nhóm nếu tour có yêu cầu.</li>" +
        "<li>Để trống hoặc tắt nhóm tuổi mà bạn không nhận khách.</li>" +
        "<li>Chọn loại hoa hồng: <strong>Phần trăm</strong> – nhập phần bạn nhận trên giá (ví dụ 88: khách trả 1.000.000 ₫, bạn nhận 880.000 ₫, sàn giữ 120.000 ₫); hoặc <strong>Net</strong> – nhập số tiền hoa hồng sàn thu trên mỗi khách, không lớn hơn giá (ví dụ 120.000: bạn nhận giá trừ đi 120.000 ₫). Dưới ô nhập có ví dụ tính sẵn theo số bạn nhập.</li>" +
        "<li>Kiểm tra lại số tiền và nhấn <strong>Lưu</strong>.</li>" +
        "</ol>",
      en:
        "<p>On the <strong>Price by age</strong> page you set one price for each age group of travelers. This method suits tours whose price depends only on age.</p>" +
        "<ol>" +
        "<li>Enter the price for each group: <strong>Adult</strong>, <strong>Senior</strong>, <strong>Youth</strong>, <strong>Child</strong> and <strong>Infant</strong>. Define the age range of each group if your tour requires it.</li>" +
        "<li>Leave a group empty or turn it off if you do not accept travelers of that age.</li>" +
        "<li>Choose the commission type: <strong>Percent</strong> – enter your share of the price (for example 88: the guest pays 1,000,000 ₫, you receive 880,000 ₫, the marketplace keeps 120,000 ₫); or <strong>Net</strong> – enter the marketplace's commission per guest as an amount, not above the price (for example 120,000: you receive the price minus 120,000 ₫). A worked example of what you entered shows under the field.</li>" +
        "<li>Check the amounts and click <strong>Save</strong>.</li>" +
        "</ol>",
    },
  },
  {
    _id: "help-tour-optional-group-size",
    title: { vi: "Giá theo nhóm khách có tùy chọn", en: "Passenger groups with options" },
    content: {
      vi:
        "<p>Trang <strong>Nhóm khách có tùy chọn</strong> cho phép định giá tour theo số lượng khách, mỗi nhóm có các tùy chọn khác nhau. Nhóm càng đông, giá mỗi khách có thể càng thấp.</p>" +
        "<ol>" +
        "<li>Nhấn <strong>Thêm nhóm</strong> và nhập số khách tối thiểu, tối đa, ví dụ 1–2, 3–5 hoặc 6–10 khách.</li>" +
        "<li>Trong mỗi nhóm, thêm các tùy chọn bạn cung cấp, chẳng hạn gói tiêu chuẩn hay cao cấp, có hoặc không kèm bữa trưa, và đặt tên tùy chọn bằng tiếng Việt và tiếng Anh.</li>" +
        "<li>Nhập giá mỗi khách cho từng tùy chọn, kèm giá trẻ em nếu có.</li>" +
        "<li>Đảm bảo các nhóm không chồng lấn và bao phủ đủ các mức số khách bạn nhận.</li>" +
        "<li>Nhấn <strong>Lưu</strong>.</li>" +
        "</ol>" +
        "<p>Du khách sẽ thấy giá các tùy chọn tương ứng với số người họ đặt.</p>",
      en:
        "<p>The <strong>Passenger groups with options</strong> page lets you price a tour by group size, with different options in each group. The larger the group, the lower the price per person can be.</p>" +
        "<ol>" +
        "<li>Click <strong>Add group</strong> and enter the minimum and maximum number of passengers, for example 1–2, 3–5 or 6–10.</li>" +
        "<li>Inside each group, add the options you offer, such as standard or premium, with or without lunch, and name each option in Vietnamese and English.</li>" +
        "<li>Enter the price per person for each option, and the child price if there is one.</li>" +
        "<li>Make sure the groups do not overlap and cover every group size you accept.</li>" +
        "<li>Click <strong>Save</strong>.</li>" +
        "</ol>" +
        "<p>Travelers see the option prices that match the number of people they book.</p>",
    },
  },
  {
    _id: "help-tour-calendar-group-option",
    title: { vi: "Lịch khởi hành tour ghép đoàn", en: "Departure calendar for group tours" },
    content: {
      vi:
        "<p><strong>Lịch khởi hành</strong> dùng cho tour ghép đoàn có ngày khởi hành cố định. Du khách chỉ đặt được những ngày bạn mở bán tại đây.</p>" +
        "<ol>" +
        "<li>Chuyển tháng bằng các mũi tên phía trên lịch.</li>" +
        "<li>Nhấn vào một ngày để thêm chuyến khởi hành. Mỗi ngày chỉ có một chuyến.</li>" +
        "<li>Nhập số chỗ, giá người lớn, giá trẻ em và hạn chót nhận đặt chỗ nếu cần.</li>" +
        "<li>Nhấn <strong>Lưu</strong>. Ngày đó sẽ được đánh dấu trên lịch kèm giá và số chỗ còn lại.</li>" +
        "<li>Nhấn vào chuyến đã tạo để sửa giá, số chỗ hoặc ngừng mở bán.</li>" +
        "</ol>" +
        "<p>Trước khi ngừng bán một chuyến đã có khách đặt, hãy liên hệ với những du khách đó để thống nhất phương án.</p>",
      en:
        "<p>The <strong>Departure calendar</strong> is used for group tours with fixed departure dates. Travelers can only book the dates you open here.</p>" +
        "<ol>" +
        "<li>Move between months with the arrows above the calendar.</li>" +
        "<li>Click a day to add a departure. Each day can have only one departure.</li>" +
        "<li>Enter the number of seats, the adult price, the child price and a booking deadline if needed.</li>" +
        "<li>Click <strong>Save</strong>. The day is marked on the calendar with its price and remaining seats.</li>" +
        "<li>Click an existing departure to change its price or seats, or to stop selling it.</li>" +
        "</ol>" +
        "<p>Before you stop selling a departure that already has bookings, contact those travelers to agree on a solution.</p>",
    },
  },
  {
    _id: "help-tour-price-table",
    title: { vi: "Bảng giá theo gói", en: "Price table" },
    content: {
      vi:
        "<p><strong>Bảng giá theo gói</strong> thiết lập giá dạng lưới: các nhóm khách là cột, các hạng dịch vụ là hàng. Mỗi ô là giá cho một người lớn ứng với hạng dịch vụ và số khách đó.</p>" +
        "<ol>" +
        "<li>Thêm cột: các nhóm khách như 2 khách, 3–5 khách hoặc 6–9 khách.</li>" +
        "<li>Thêm hàng: các hạng dịch vụ như 3 sao, 4 sao hoặc 5 sao, đặt tên bằng tiếng Việt và tiếng Anh.</li>" +
        "<li>Nhập giá người lớn vào từng ô.</li>" +
        "<li>Nhập giá trẻ em theo phần trăm giá người lớn, ví dụ 75% cho trẻ có giường riêng và 50% cho trẻ ngủ chung với bố mẹ.</li>" +
        "<li>Nhấn <strong>Lưu</strong>.</li>" +
        "</ol>" +
        "<p>Để trống ô nếu bạn không bán hạng dịch vụ đó cho số khách tương ứng.</p>",
      en:
        "<p>The <strong>Price table</strong> sets prices as a package grid: passenger groups are the columns and service classes are the rows. Each cell is the price per adult for that class and group size.</p>" +
        "<ol>" +
        "<li>Add the columns: passenger groups such as 2 people, 3–5 people or 6–9 people.</li>" +
        "<li>Add the rows: service classes such as 3-star, 4-star or 5-star, named in Vietnamese and English.</li>" +
        "<li>Enter the adult price in every cell.</li>" +
        "<li>Enter child prices as a percent of the adult price, for example 75% for a child with their own bed and 50% for a child sharing the parents' bed.</li>" +
        "<li>Click <strong>Save</strong>.</li>" +
        "</ol>" +
        "<p>Leave a cell empty if you do not sell that class for that group size.</p>",
    },
  },
  {
    _id: "help-tour-statistic",
    title: { vi: "Thống kê tour", en: "Tour statistics" },
    content: {
      vi:
        "<p>Trang <strong>Thống kê tour</strong> đếm số đơn đặt tour và du thuyền theo trạng thái, giúp bạn nắm tình hình kinh doanh trong bất kỳ khoảng thời gian nào.</p>" +
        "<ol>" +
        "<li>Chọn khoảng thời gian gồm ngày bắt đầu và ngày kết thúc, rồi nhấn <strong>Xem</strong>.</li>" +
        "<li>Xem tổng số đơn theo từng trạng thái: chờ xác nhận, đã xác nhận, đang diễn ra, đã hoàn thành và đã hủy.</li>" +
        "<li>So sánh số liệu giữa các dịch vụ để biết tour, du thuyền nào bán chạy và dịch vụ nào bị hủy nhiều.</li>" +
        "</ol>" +
        "<p>Nhiều đơn chờ xác nhận nghĩa là khách đang đợi bạn phản hồi. Tỷ lệ hủy cao cần được xem xét nguyên nhân, chẳng hạn mô tả chưa rõ ràng hoặc giá không tương xứng với dịch vụ.</p>",
      en:
        "<p>The <strong>Tour statistics</strong> page counts your tour and cruise bookings by status, so you can see how your business is doing over any period.</p>" +
        "<ol>" +
        "<li>Choose a date range with a start date and an end date, then click <strong>View</strong>.</li>" +
        "<li>Read the totals for each status: awaiting confirmation, confirmed, in progress, completed and cancelled.</li>" +
        "<li>Compare the figures across services to see which tours and cruises sell best and which are often cancelled.</li>" +
        "</ol>" +
        "<p>Many bookings awaiting confirmation mean travelers are waiting for your reply. A high cancellation rate is worth looking into, for example an unclear description or a price that does not match the service.</p>",
    },
  },
  {
    _id: "help-tour-statistic-revenue",
    title: { vi: "Doanh thu tour", en: "Tour revenue" },
    content: {
      vi:
        "<p>Trang <strong>Doanh thu tour</strong> cho biết tình hình tài chính từ việc bán tour và du thuyền.</p>" +
        "<ul>" +
        "<li><strong>Doanh thu</strong>: tổng giá trị các đơn đã hoàn thành trong khoảng thời gian đã chọn.</li>" +
        "<li><strong>Đã thanh toán</strong>: số tiền sàn đã chuyển vào tài khoản ngân hàng của bạn.</li>" +
        "<li><strong>Số dư tài khoản</strong>: doanh thu trừ đi số tiền đã thanh toán, tức là khoản sàn còn phải trả cho bạn.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Chọn khoảng thời gian và nhấn <strong>Xem</strong>.</li>" +
        "<li>Kiểm tra doanh thu, số tiền đã thanh toán và số dư.</li>" +
        "<li>Đối chiếu từng khoản thanh toán với sao kê ngân hàng.</li>" +
        "</ol>" +
        "<p>Nếu số liệu chưa khớp, hãy liên hệ đội ngũ vận hành sàn kèm các mã đơn hàng liên quan. Đảm bảo tài khoản ngân hàng trong hồ sơ nhà cung cấp chính xác để nhận tiền đúng hạn.</p>",
      en:
        "<p>The <strong>Tour revenue</strong> page shows the financial side of your tour and cruise sales.</p>" +
        "<ul>" +
        "<li><strong>Revenue</strong>: the total value of completed bookings in the selected period.</li>" +
        "<li><strong>Payments received</strong>: the amount the marketplace has already transferred to your bank account.</li>" +
        "<li><strong>Account balance</strong>: revenue minus payments received, that is, the amount the marketplace still owes you.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Choose a date range and click <strong>View</strong>.</li>" +
        "<li>Check the revenue, payments received and balance.</li>" +
        "<li>Match each payment against your bank statement.</li>" +
        "</ol>" +
        "<p>If the figures do not match, contact the marketplace team with the order numbers concerned. Make sure the bank account in your supplier profile is correct so that payments arrive on time.</p>",
    },
  },
  {
    _id: "help-cruise-list",
    title: { vi: "Danh sách du thuyền", en: "Cruise list" },
    content: {
      vi:
        "<p><strong>Danh sách du thuyền</strong> hiển thị tất cả du thuyền bạn đang bán, ví dụ du thuyền ngủ đêm trên vịnh Hạ Long hay trên sông Mê Kông.</p>" +
        "<ol>" +
        "<li>Tìm theo tên du thuyền hoặc lọc theo khu vực và khoảng ngày, rồi nhấn <strong>Tìm kiếm</strong>.</li>" +
        "<li>Nhấn <strong>Thêm du thuyền</strong> để tạo du thuyền mới.</li>" +
        "<li>Nhấn <strong>Sửa</strong> để cập nhật mô tả, lịch trình, tiện ích hoặc hình ảnh.</li>" +
        "<li>Nhấn <strong>Cabin</strong> để quản lý các loại cabin và lịch bán.</li>" +
        "<li>Nhấn <strong>Xóa</strong> để gỡ du thuyền. Thao tác này không thể hoàn tác, hãy kiểm tra các đơn sắp tới trước.</li>" +
        "</ol>" +
        "<p>Du thuyền chỉ nhận đặt chỗ khi có ít nhất một loại cabin đã mở giá trên lịch bán.</p>",
      en:
        "<p>The <strong>Cruise list</strong> shows all the cruises you sell, for example overnight cruises on Ha Long Bay or on the Mekong River.</p>" +
        "<ol>" +
        "<li>Search by cruise name or filter by area and date range, then click <strong>Search</strong>.</li>" +
        "<li>Click <strong>Add cruise</strong> to create a new cruise.</li>" +
        "<li>Click <strong>Edit</strong> to update the description, itinerary, facilities or images.</li>" +
        "<li>Click <strong>Cabins</strong> to manage the cabin types and their sales calendar.</li>" +
        "<li>Click <strong>Delete</strong> to remove a cruise. This cannot be undone, so check upcoming bookings first.</li>" +
        "</ol>" +
        "<p>A cruise can only be booked once at least one cabin type has prices open on the sales calendar.</p>",
    },
  },
  {
    _id: "help-cruise-form",
    title: { vi: "Thêm mới và chỉnh sửa du thuyền", en: "Add and edit a cruise" },
    content: {
      vi:
        "<p>Dùng biểu mẫu này để <strong>thêm mới hoặc chỉnh sửa du thuyền</strong>. Nội dung được nhập bằng tiếng Việt và tiếng Anh.</p>" +
        "<ol>" +
        "<li>Tại thẻ <strong>Tiếng Việt</strong>, nhập tên du thuyền, giới thiệu, lịch trình theo ngày, dịch vụ bao gồm và chính sách hủy.</li>" +
        "<li>Tại thẻ <strong>Tiếng Anh</strong>, nhập nội dung tương ứng hoặc nhấn <strong>Tự động dịch</strong>, sau đó đọc lại bản dịch.</li>" +
        "<li>Chọn khu vực, quốc gia, thành phố và cảng khởi hành, thời lượng chuyến đi (ví dụ 2 ngày 1 đêm), giờ nhận và trả cabin.</li>" +
        "<li>Đánh dấu các tiện ích của du thuyền như nhà hàng, boong tắm nắng, bể sục jacuzzi hay chèo thuyền kayak.</li>" +
        "<li>Tải ảnh lên: tối đa 15 ảnh, định dạng JPG hoặc PNG, mỗi ảnh dưới 1 MB.</li>" +
        "<li>Nhấn <strong>Lưu</strong>, sau đó thêm cabin từ danh sách du thuyền.</li>" +
        "</ol>",
      en:
        "<p>Use this form to <strong>add or edit a cruise</strong>. Content is entered in Vietnamese and English.</p>" +
        "<ol>" +
        "<li>On the <strong>Vietnamese</strong> tab, enter the cruise name, introduction, day-by-day itinerary, inclusions and cancellation policy.</li>" +
        "<li>On the <strong>English</strong> tab, enter the same content or click <strong>Auto-translate</strong>, then review the translation.</li>" +
        "<li>Choose the area, country, city and departure port, the trip length (for example 2 days 1 night) and the cabin check-in and check-out times.</li>" +
        "<li>Tick the cruise facilities, such as restaurant, sun deck, jacuzzi or kayaking.</li>" +
        "<li>Upload images: up to 15 files, JPG or PNG, each under 1 MB.</li>" +
        "<li>Click <strong>Save</strong>, then add cabins from the cruise list.</li>" +
        "</ol>",
    },
  },
  {
    _id: "help-cruise-cabin-form",
    title: { vi: "Thêm mới và chỉnh sửa cabin", en: "Add and edit a cabin" },
    content: {
      vi:
        "<p>Dùng biểu mẫu này để <strong>thêm mới hoặc chỉnh sửa loại cabin</strong> trên du thuyền.</p>" +
        "<ol>" +
        "<li>Nhập tên cabin bằng tiếng Việt và tiếng Anh, ví dụ Deluxe Balcony hay Junior Suite, kèm mô tả ngắn.</li>" +
        "<li>Nhập diện tích cabin (m²), số người lớn và trẻ em tối đa, và số cabin loại này trên tàu.</li>" +
        "<li>Chọn loại giường như giường đôi hoặc hai giường đơn, và cho biết có thể kê thêm giường phụ hay không.</li>" +
        "<li>Đánh dấu tiện nghi trong cabin: ban công riêng, bồn tắm, điều hòa, minibar và các tiện nghi khác.</li>" +
        "<li>Tải ảnh cabin lên (JPG hoặc PNG, mỗi ảnh dưới 1 MB).</li>" +
        "<li>Nhấn <strong>Lưu</strong>, sau đó mở lịch bán để đặt giá.</li>" +
        "</ol>" +
        "<p>Ảnh chụp thật, rõ nét cả giường, phòng tắm và tầm nhìn từ cabin giúp du khách dễ chọn hơn.</p>",
      en:
        "<p>Use this form to <strong>add or edit a cabin type</strong> on your cruise.</p>" +
        "<ol>" +
        "<li>Enter the cabin name in Vietnamese and English, for example Deluxe Balcony or Junior Suite, and a short description.</li>" +
        "<li>Enter the cabin size (m²), the maximum number of adults and children, and the number of cabins of this type on board.</li>" +
        "<li>Choose the bed type, such as a double bed or twin beds, and say whether an extra bed can be added.</li>" +
        "<li>Tick the cabin facilities: private balcony, bathtub, air conditioning, minibar and others.</li>" +
        "<li>Upload photos of the cabin (JPG or PNG, each under 1 MB).</li>" +
        "<li>Click <strong>Save</strong>, then open the sales calendar to set prices.</li>" +
        "</ol>" +
        "<p>Real, sharp photos of the bed, the bathroom and the view from the cabin make it easier for travelers to choose.</p>",
    },
  },
  {
    _id: "help-hotel-list",
    title: { vi: "Danh sách khách sạn", en: "Hotel list" },
    content: {
      vi:
        "<p><strong>Danh sách khách sạn</strong> hiển thị tất cả cơ sở lưu trú bạn quản lý: khách sạn, khu nghỉ dưỡng, homestay, biệt thự và nhiều loại hình khác.</p>" +
        "<ol>" +
        "<li>Tìm theo tên hoặc lọc theo khu vực, thành phố, rồi nhấn <strong>Tìm kiếm</strong>.</li>" +
        "<li>Nhấn <strong>Thêm khách sạn</strong> để đăng ký cơ sở lưu trú mới.</li>" +
        "<li>Nhấn <strong>Sửa</strong> để cập nhật mô tả, địa chỉ, hạng sao, tiện ích hoặc hình ảnh.</li>" +
        "<li>Nhấn <strong>Phòng</strong> để quản lý các loại phòng và lịch bán phòng.</li>" +
        "<li>Nhấn <strong>Xóa</strong> để gỡ cơ sở lưu trú. Thao tác này không thể hoàn tác, hãy kiểm tra các đơn sắp tới trước.</li>" +
        "</ol>" +
        "<p>Khách sạn chỉ nhận đặt phòng khi có ít nhất một loại phòng đã mở giá trên lịch bán.</p>",
      en:
        "<p>The <strong>Hotel list</strong> shows all the properties you manage: hotels, resorts, homestays, villas and other types.</p>" +
        "<ol>" +
        "<li>Search by name or filter by area and city, then click <strong>Search</strong>.</li>" +
        "<li>Click <strong>Add hotel</strong> to register a new property.</li>" +
        "<li>Click <strong>Edit</strong> to update the description, address, star rating, facilities or images.</li>" +
        "<li>Click <strong>Rooms</strong> to manage the room types and their sales calendar.</li>" +
        "<li>Click <strong>Delete</strong> to remove a property. This cannot be undone, so check upcoming bookings first.</li>" +
        "</ol>" +
        "<p>A property can only be booked once at least one room type has prices open on the sales calendar.</p>",
    },
  },
  {
    _id: "help-hotel-form",
    title: { vi: "Thêm mới và chỉnh sửa khách sạn", en: "Add and edit a hotel" },
    content: {
      vi:
        "<p>Dùng biểu mẫu này để <strong>thêm mới hoặc chỉnh sửa cơ sở lưu trú</strong>. Nội dung được nhập bằng tiếng Việt và tiếng Anh.</p>" +
        "<ol>" +
        "<li>Chọn loại hình: khách sạn, khu nghỉ dưỡng, homestay, biệt thự, căn hộ, hostel, khách sạn boutique hoặc nhà nghỉ.</li>" +
        "<li>Tại thẻ <strong>Tiếng Việt</strong>, nhập tên, mô tả và nội quy; tại thẻ <strong>Tiếng Anh</strong>, nhập nội dung tương ứng hoặc nhấn <strong>Tự động dịch</strong> rồi đọc lại.</li>" +
        "<li>Nhập hạng sao, quốc gia, thành phố, địa chỉ chi tiết, giờ nhận phòng và trả phòng.</li>" +
        "<li>Đánh dấu các tiện ích như hồ bơi, chỗ đỗ xe miễn phí, đưa đón sân bay hay phòng gym.</li>" +
        "<li>Tải ảnh lên: tối đa 15 ảnh, định dạng JPG hoặc PNG, mỗi ảnh dưới 1 MB.</li>" +
        "<li>Nhấn <strong>Lưu</strong>, sau đó thêm loại phòng từ danh sách khách sạn.</li>" +
        "</ol>",
      en:
        "<p>Use this form to <strong>add or edit a property</strong>. Content is entered in Vietnamese and English.</p>" +
        "<ol>" +
        "<li>Choose the property type: hotel, resort, homestay, villa, apartment, hostel, boutique hotel or guesthouse.</li>" +
        "<li>On the <strong>Vietnamese</strong> tab, enter the name, description and house rules; on the <strong>English</strong> tab, enter the same content or click <strong>Auto-translate</strong> and review it.</li>" +
        "<li>Enter the star rating, country, city, full address and the check-in and check-out times.</li>" +
        "<li>Tick the hotel facilities, such as swimming pool, free parking, airport shuttle or gym.</li>" +
        "<li>Upload images: up to 15 files, JPG or PNG, each under 1 MB.</li>" +
        "<li>Click <strong>Save</strong>, then add room types from the hotel list.</li>" +
        "</ol>",
    },
  },
  {
    _id: "help-hotel-rooms",
    title: { vi: "Loại phòng và lịch bán", en: "Rooms and sales calendar" },
    content: {
      vi:
        "<p>Trang <strong>Phòng</strong> liệt kê các loại phòng của cơ sở lưu trú cùng lịch bán theo tháng, thể hiện giá và số phòng còn trống từng đêm.</p>" +
        "<ol>" +
        "<li>Nhấn <strong>Thêm phòng</strong> để tạo loại phòng mới, hoặc <strong>Sửa</strong> để chỉnh sửa loại đã có.</li>" +
        "<li>Chọn một loại phòng để hiển thị lịch, chuyển tháng bằng các mũi tên.</li>" +
        "<li>Nhấn vào một đêm để đặt giá và số phòng mở bán.</li>" +
        "<li>Để nhập cho thời gian dài, dùng <strong>Lập lịch hàng loạt</strong>: chọn ngày bắt đầu và ngày kết thúc (tối đa khoảng 100 ngày), đánh dấu các thứ cần loại trừ để đặt giá riêng, chẳng hạn cuối tuần, nhập giá và số lượng rồi lưu.</li>" +
        "<li>Đặt số lượng bằng 0 để đóng một đêm, ví dụ khi khách sạn đã kín phòng qua kênh bán khác.</li>" +
        "</ol>",
      en:
        "<p>The <strong>Rooms</strong> page lists the room types of a property and shows a monthly sales calendar with the price and number of rooms available each night.</p>" +
        "<ol>" +
        "<li>Click <strong>Add room</strong> to create a room type, or <strong>Edit</strong> to change an existing one.</li>" +
        "<li>Select a room type to show its calendar, and move between months with the arrows.</li>" +
        "<li>Click a night to set the price and the number of rooms for sale.</li>" +
        "<li>To fill a long period, use <strong>Bulk schedule</strong>: choose a start and end date (up to about 100 days), tick the weekdays to exclude so you can price them separately, such as weekends, enter the price and quantity, then save.</li>" +
        "<li>Set the quantity to 0 to close a night, for example when the hotel is fully booked through other channels.</li>" +
        "</ol>",
    },
  },
  {
    _id: "help-hotel-room-form",
    title: { vi: "Thêm mới và chỉnh sửa loại phòng", en: "Add and edit a room type" },
    content: {
      vi:
        "<p>Dùng biểu mẫu này để <strong>thêm mới hoặc chỉnh sửa loại phòng</strong>.</p>" +
        "<ol>" +
        "<li>Nhập tên phòng bằng tiếng Việt và tiếng Anh, ví dụ Superior Double hay Deluxe Ocean View, kèm mô tả ngắn.</li>" +
        "<li>Nhập diện tích, hướng nhìn, số người lớn và trẻ em tối đa, và số phòng loại này bạn có.</li>" +
        "<li>Chọn loại giường, ví dụ một giường King hoặc hai giường đơn, và cho biết có thể kê thêm giường phụ hay không.</li>" +
        "<li>Cho biết giá đã gồm bữa sáng hay chưa và chính sách hủy phòng.</li>" +
        "<li>Đánh dấu tiện nghi trong phòng: Wi-Fi, két an toàn, máy sấy tóc, TV, điều hòa và các tiện nghi khác.</li>" +
        "<li>Tải ảnh phòng lên (JPG hoặc PNG, mỗi ảnh dưới 1 MB).</li>" +
        "<li>Nhấn <strong>Lưu</strong>, sau đó mở lịch bán để đặt giá.</li>" +
        "</ol>",
      en:
        "<p>Use this form to <strong>add or edit a room type</strong>.</p>" +
        "<ol>" +
        "<li>Enter the room name in Vietnamese and English, for example Superior Double or Deluxe Ocean View, and a short description.</li>" +
        "<li>Enter the room size, the view, the maximum number of adults and children, and how many rooms of this type you have.</li>" +
        "<li>Choose the bed type, for example one king bed or two single beds, and say whether an extra bed can be added.</li>" +
        "<li>Indicate whether breakfast is included and set the cancellation policy.</li>" +
        "<li>Tick the room facilities: Wi-Fi, safe, hair dryer, TV, air conditioning and others.</li>" +
        "<li>Upload photos of the room (JPG or PNG, each under 1 MB).</li>" +
        "<li>Click <strong>Save</strong>, then open the sales calendar to set prices.</li>" +
        "</ol>",
    },
  },
  {
    _id: "help-hotel-bookings",
    title: { vi: "Đơn đặt phòng", en: "Hotel bookings" },
    content: {
      vi:
        "<p>Trang <strong>Đơn đặt phòng</strong> liệt kê mọi đơn đặt phòng tại các cơ sở của bạn, kèm ngày nhận phòng, ngày trả phòng, loại phòng, số phòng, tổng tiền và trạng thái.</p>" +
        "<ol>" +
        "<li>Nhập mã đơn hàng vào ô tìm kiếm và nhấn <strong>Tìm kiếm</strong> để tìm nhanh một đơn.</li>" +
        "<li>Theo dõi cột trạng thái: các đơn <strong>Chờ xác nhận</strong> cần bạn xử lý.</li>" +
        "<li>Nhấn vào một đơn để xem chi tiết và xác nhận, hủy hoặc hoàn thành đơn.</li>" +
        "</ol>" +
        "<p>Hãy xác nhận đơn mới nhanh chóng và luôn cập nhật lịch bán phòng, để không bán cho khách một phòng bạn không còn trống.</p>",
      en:
        "<p>The <strong>Hotel bookings</strong> page lists every reservation at your properties, with the check-in and check-out dates, room type, number of rooms, total amount and status.</p>" +
        "<ol>" +
        "<li>Type an order number into the search box and click <strong>Search</strong> to find a booking quickly.</li>" +
        "<li>Watch the status column: bookings marked <strong>Awaiting confirmation</strong> need your action.</li>" +
        "<li>Click a booking to open its details and confirm, cancel or complete it.</li>" +
        "</ol>" +
        "<p>Confirm new bookings quickly and keep your sales calendar up to date, so that guests are never sold a room you no longer have.</p>",
    },
  },
  {
    _id: "help-hotel-booking-detail",
    title: { vi: "Chi tiết đơn đặt phòng", en: "Hotel booking details" },
    content: {
      vi:
        "<p>Trang <strong>Chi tiết đơn đặt phòng</strong> hiển thị thông tin một đơn: tên và liên hệ của khách, ngày lưu trú, loại phòng, số phòng, số khách, yêu cầu đặc biệt, số tiền đã thanh toán và <strong>mã QR</strong> của đơn.</p>" +
        "<ol>" +
        "<li>Kiểm tra ngày lưu trú, số phòng và các yêu cầu đặc biệt như nhận phòng muộn hay kê thêm giường phụ.</li>" +
        "<li>Nhấn <strong>Xác nhận</strong> để nhận đơn. Khách sẽ được thông báo.</li>" +
        "<li>Nếu không thể đáp ứng, nhấn <strong>Hủy</strong> và nhập lý do; lý do sẽ được gửi đến khách.</li>" +
        "<li>Khi khách nhận phòng, đối chiếu mã QR hoặc mã đơn hàng với đơn này.</li>" +
        "<li>Sau khi khách trả phòng, nhấn <strong>Hoàn thành</strong>.</li>" +
        "</ol>" +
        "<p>Các đơn đã hoàn thành được tính vào thống kê doanh thu của bạn.</p>",
      en:
        "<p>The <strong>Hotel booking details</strong> page shows one reservation: the guest's name and contact, stay dates, room type, number of rooms and guests, special requests, amount paid and the booking's <strong>QR code</strong>.</p>" +
        "<ol>" +
        "<li>Check the stay dates, the number of rooms and special requests such as late check-in or an extra bed.</li>" +
        "<li>Click <strong>Confirm</strong> to accept the booking. The guest is notified.</li>" +
        "<li>If you cannot honor the booking, click <strong>Cancel</strong> and enter the reason; it is sent to the guest.</li>" +
        "<li>At check-in, compare the guest's QR code or order number with this booking.</li>" +
        "<li>After the guest checks out, click <strong>Complete</strong>.</li>" +
        "</ol>" +
        "<p>Completed bookings are counted in your revenue statistics.</p>",
    },
  },
  {
    _id: "help-hotel-statistic",
    title: { vi: "Thống kê khách sạn", en: "Hotel statistics" },
    content: {
      vi:
        "<p>Trang <strong>Thống kê khách sạn</strong> đếm số đơn đặt phòng theo trạng thái trong khoảng thời gian bạn chọn, giúp theo dõi xu hướng đặt phòng và phát hiện sớm vấn đề.</p>" +
        "<ol>" +
        "<li>Chọn khoảng thời gian gồm ngày bắt đầu và ngày kết thúc, rồi nhấn <strong>Xem</strong>.</li>" +
        "<li>Xem tổng số đơn theo từng trạng thái: chờ xác nhận, đã xác nhận, đã hoàn thành và đã hủy.</li>" +
        "<li>So sánh giữa các cơ sở và loại phòng để biết loại nào bán chạy, loại nào hay bị hủy.</li>" +
        "</ol>" +
        "<p>Dựa vào số liệu để lên lịch bán: mở thêm phòng vào mùa cao điểm và xem lại giá của những loại phòng ít được đặt.</p>",
      en:
        "<p>The <strong>Hotel statistics</strong> page counts your hotel bookings by status for the period you choose, so you can follow booking trends and spot problems early.</p>" +
        "<ol>" +
        "<li>Choose a date range with a start date and an end date, then click <strong>View</strong>.</li>" +
        "<li>Read the totals for each status: awaiting confirmation, confirmed, completed and cancelled.</li>" +
        "<li>Compare properties and room types to see which sell best and which are often cancelled.</li>" +
        "</ol>" +
        "<p>Use the figures to plan your sales calendar: open more rooms in the high season and review the prices of room types that are rarely booked.</p>",
    },
  },
  {
    _id: "help-hotel-statistic-revenue",
    title: { vi: "Doanh thu khách sạn", en: "Hotel revenue" },
    content: {
      vi:
        "<p>Trang <strong>Doanh thu khách sạn</strong> cho biết số tiền bạn kiếm được từ các đơn đặt phòng và số tiền sàn đã chuyển cho bạn.</p>" +
        "<ul>" +
        "<li><strong>Doanh thu</strong>: tổng giá trị các đơn đặt phòng đã hoàn thành trong khoảng thời gian đã chọn.</li>" +
        "<li><strong>Đã thanh toán</strong>: số tiền sàn đã chuyển vào tài khoản ngân hàng của bạn.</li>" +
        "<li><strong>Số dư tài khoản</strong>: doanh thu trừ đi số tiền đã thanh toán, là khoản sàn còn phải trả.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Chọn khoảng thời gian và nhấn <strong>Xem</strong>.</li>" +
        "<li>Kiểm tra doanh thu, số tiền đã thanh toán và số dư.</li>" +
        "<li>Đối chiếu các khoản thanh toán với sao kê ngân hàng.</li>" +
        "</ol>" +
        "<p>Nếu có chênh lệch, hãy gửi các mã đơn hàng liên quan cho đội ngũ vận hành sàn để được kiểm tra.</p>",
      en:
        "<p>The <strong>Hotel revenue</strong> page shows how much you have earned from room bookings and how much the marketplace has paid you.</p>" +
        "<ul>" +
        "<li><strong>Revenue</strong>: the total value of completed room bookings in the selected period.</li>" +
        "<li><strong>Payments received</strong>: the amount the marketplace has transferred to your bank account.</li>" +
        "<li><strong>Account balance</strong>: revenue minus payments received, the amount still owed to you.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Choose a date range and click <strong>View</strong>.</li>" +
        "<li>Check the revenue, payments received and balance.</li>" +
        "<li>Match the payments against your bank statement.</li>" +
        "</ol>" +
        "<p>If there is a difference, send the order numbers concerned to the marketplace team so they can check it.</p>",
    },
  },
  {
    _id: "help-bike-list",
    title: { vi: "Danh sách dịch vụ xe hai bánh", en: "Two-wheeled vehicle services" },
    content: {
      vi:
        "<p>Trang <strong>Xe hai bánh</strong> hiển thị các dịch vụ cho thuê xe máy, xe đạp của bạn, ví dụ cho thuê xe tay ga ở Đà Lạt hay xe đạp ở Hội An.</p>" +
        "<ol>" +
        "<li>Tìm theo tên hoặc lọc theo thành phố, rồi nhấn <strong>Tìm kiếm</strong>.</li>" +
        "<li>Nhấn <strong>Thêm mới</strong> để tạo dịch vụ cho thuê mới.</li>" +
        "<li>Nhấn <strong>Sửa</strong> để cập nhật mô tả, địa điểm nhận xe, điều kiện thuê hoặc hình ảnh.</li>" +
        "<li>Nhấn <strong>Tùy chọn</strong> để quản lý các mẫu xe cho thuê và giá.</li>" +
        "<li>Nhấn <strong>Xóa</strong> để gỡ dịch vụ. Thao tác này không thể hoàn tác, hãy kiểm tra các đơn sắp tới trước.</li>" +
        "</ol>" +
        "<p>Dịch vụ chỉ nhận đặt khi có ít nhất một tùy chọn đã mở giá trên lịch.</p>",
      en:
        "<p>The <strong>Two-wheeled vehicles</strong> page shows your motorbike and bicycle rental services, for example scooter rental in Da Lat or bicycle rental in Hoi An.</p>" +
        "<ol>" +
        "<li>Search by name or filter by city, then click <strong>Search</strong>.</li>" +
        "<li>Click <strong>Add new</strong> to create a rental service.</li>" +
        "<li>Click <strong>Edit</strong> to update the description, pickup location, rental terms or images.</li>" +
        "<li>Click <strong>Options</strong> to manage the vehicle models you rent out and their prices.</li>" +
        "<li>Click <strong>Delete</strong> to remove a service. This cannot be undone, so check upcoming bookings first.</li>" +
        "</ol>" +
        "<p>A service can only be booked once at least one option has prices open on its calendar.</p>",
    },
  },
  {
    _id: "help-bike-form",
    title: { vi: "Thêm mới và chỉnh sửa dịch vụ xe hai bánh", en: "Add and edit a two-wheeled vehicle service" },
    content: {
      vi:
        "<p>Dùng biểu mẫu này để <strong>thêm mới hoặc chỉnh sửa dịch vụ cho thuê xe hai bánh</strong>.</p>" +
        "<ol>" +
        "<li>Tại thẻ <strong>Tiếng Việt</strong>, nhập tên dịch vụ, mô tả và điều kiện thuê như tiền cọc, giấy tờ cần có (căn cước hoặc hộ chiếu, giấy phép lái xe), quy định về xăng. Tại thẻ <strong>Tiếng Anh</strong>, nhập nội dung tương ứng hoặc nhấn <strong>Tự động dịch</strong> rồi đọc lại.</li>" +
        "<li>Chọn loại xe: xe tay ga, xe số, xe điện hoặc xe đạp.</li>" +
        "<li>Nhập quốc gia, thành phố, địa chỉ nhận xe và cho biết có giao xe tận khách sạn hay không.</li>" +
        "<li>Liệt kê những gì đã bao gồm, chẳng hạn mũ bảo hiểm, áo mưa và bảo hiểm xe.</li>" +
        "<li>Tải ảnh lên (JPG hoặc PNG, mỗi ảnh dưới 1 MB).</li>" +
        "<li>Nhấn <strong>Lưu</strong>, sau đó thêm các tùy chọn cho thuê.</li>" +
        "</ol>",
      en:
        "<p>Use this form to <strong>add or edit a two-wheeled vehicle rental service</strong>.</p>" +
        "<ol>" +
        "<li>On the <strong>Vietnamese</strong> tab, enter the service name, description and rental terms such as the deposit, the documents required (ID card or passport, driving license) and the fuel policy. On the <strong>English</strong> tab, enter the same content or click <strong>Auto-translate</strong> and review it.</li>" +
        "<li>Choose the vehicle type: scooter, manual motorbike, electric bike or bicycle.</li>" +
        "<li>Enter the country, city and pickup address, and say whether you deliver to the customer's hotel.</li>" +
        "<li>List what is included, such as helmets, raincoats and vehicle insurance.</li>" +
        "<li>Upload images (JPG or PNG, each under 1 MB).</li>" +
        "<li>Click <strong>Save</strong>, then add rental options.</li>" +
        "</ol>",
    },
  },
  {
    _id: "help-bike-options",
    title: { vi: "Tùy chọn cho thuê và lịch giá", en: "Rental options and price calendar" },
    content: {
      vi:
        "<p>Trang <strong>Tùy chọn cho thuê</strong> liệt kê các tùy chọn của một dịch vụ, ví dụ Honda Vision 110cc hay Yamaha Exciter 150cc. Mỗi tùy chọn có lịch theo tháng riêng.</p>" +
        "<ol>" +
        "<li>Nhấn <strong>Thêm tùy chọn</strong>, nhập tên tùy chọn bằng tiếng Việt và tiếng Anh, số xe và thời gian thuê tối thiểu, rồi lưu.</li>" +
        "<li>Chọn một tùy chọn để hiển thị lịch, chuyển tháng bằng các mũi tên.</li>" +
        "<li>Nhấn vào một ngày để nhập <strong>giá theo ngày</strong>, <strong>giá theo giờ</strong> và số xe sẵn có.</li>" +
        "<li>Đặt số lượng bằng 0 vào những ngày không cho thuê, ví dụ khi xe đang bảo dưỡng.</li>" +
        "<li>Nhấn <strong>Sửa</strong> hoặc <strong>Xóa</strong> trên một tùy chọn để thay đổi hoặc gỡ bỏ.</li>" +
        "</ol>" +
        "<p>Hãy cập nhật giá trước các dịp lễ, Tết, khi nhu cầu thuê xe tăng cao.</p>",
      en:
        "<p>The <strong>Rental options</strong> page lists the options of a rental service, for example Honda Vision 110cc or Yamaha Exciter 150cc. Each option has its own monthly calendar.</p>" +
        "<ol>" +
        "<li>Click <strong>Add option</strong>, enter the option name in Vietnamese and English, the number of vehicles and the minimum rental time, then save.</li>" +
        "<li>Select an option to show its calendar, and move between months with the arrows.</li>" +
        "<li>Click a day to enter the <strong>price per day</strong>, the <strong>price per hour</strong> and the number of vehicles available.</li>" +
        "<li>Set the quantity to 0 on days when you do not rent out, for example while a vehicle is in maintenance.</li>" +
        "<li>Click <strong>Edit</strong> or <strong>Delete</strong> on an option to change or remove it.</li>" +
        "</ol>" +
        "<p>Update your prices before public holidays and Tet, when demand for rentals is highest.</p>",
    },
  },
  {
    _id: "help-bike-bookings",
    title: { vi: "Đơn thuê xe hai bánh", en: "Two-wheeled vehicle bookings" },
    content: {
      vi:
        "<p>Trang <strong>Đơn thuê xe</strong> liệt kê mọi đơn thuê xe máy, xe đạp của bạn, kèm tùy chọn đã thuê, thời gian thuê, tổng tiền, trạng thái thanh toán và trạng thái đơn.</p>" +
        "<ol>" +
        "<li>Nhập mã đơn hàng vào ô tìm kiếm và nhấn <strong>Tìm kiếm</strong> để tìm nhanh một đơn.</li>" +
        "<li>Theo dõi cột trạng thái: các đơn đã thanh toán đang <strong>Chờ xác nhận</strong> cần bạn xử lý.</li>" +
        "<li>Nhấn vào một đơn để xem chi tiết và xác nhận hoặc hủy đơn.</li>" +
        "</ol>" +
        "<p>Hãy phản hồi nhanh: khách thuê xe thường cần xe trong vài giờ tới, đơn chậm xác nhận dễ khiến khách chuyển sang nơi khác.</p>",
      en:
        "<p>The <strong>Rental bookings</strong> page lists every motorbike and bicycle booking you receive, with the option rented, rental period, total amount, payment status and booking status.</p>" +
        "<ol>" +
        "<li>Type an order number into the search box and click <strong>Search</strong> to find a booking quickly.</li>" +
        "<li>Watch the status column: paid bookings marked <strong>Awaiting confirmation</strong> need your action.</li>" +
        "<li>Click a booking to open its details and confirm or cancel it.</li>" +
        "</ol>" +
        "<p>Reply quickly: customers renting a bike usually need it within a few hours, and a booking that is confirmed late easily sends them elsewhere.</p>",
    },
  },
  {
    _id: "help-bike-booking-detail",
    title: { vi: "Chi tiết đơn thuê xe hai bánh", en: "Two-wheeled vehicle booking details" },
    content: {
      vi:
        "<p>Trang <strong>Chi tiết đơn thuê xe</strong> hiển thị thông tin một đơn: tên và liên hệ của khách, tùy chọn đã thuê, thời gian nhận và trả xe, địa chỉ giao xe nếu có, số tiền và trạng thái thanh toán.</p>" +
        "<ol>" +
        "<li>Kiểm tra đơn đã được thanh toán và bạn còn xe cho toàn bộ thời gian thuê.</li>" +
        "<li>Nhấn <strong>Xác nhận</strong> để nhận đơn. Khách sẽ được thông báo.</li>" +
        "<li>Nếu không thể phục vụ, nhấn <strong>Hủy</strong> và nhập lý do. Khách được hoàn tiền theo chính sách của sàn.</li>" +
        "<li>Khi giao xe, kiểm tra giấy tờ tùy thân, giấy phép lái xe của khách và chụp ảnh tình trạng xe.</li>" +
        "</ol>" +
        "<p>Chỉ những đơn đã thanh toán mới có thể được xác nhận hoặc hủy tại trang này.</p>",
      en:
        "<p>The <strong>Rental booking details</strong> page shows one booking: the customer's name and contact, the option rented, pickup and return times, delivery address if any, the amount and the payment status.</p>" +
        "<ol>" +
        "<li>Check that the booking has been paid and that you have a vehicle for the whole rental period.</li>" +
        "<li>Click <strong>Confirm</strong> to accept the booking. The customer is notified.</li>" +
        "<li>If you cannot serve it, click <strong>Cancel</strong> and enter the reason. The customer is refunded under the marketplace policy.</li>" +
        "<li>At handover, check the customer's ID and driving license and take photos of the vehicle's condition.</li>" +
        "</ol>" +
        "<p>Only paid bookings can be confirmed or cancelled on this page.</p>",
    },
  },
  {
    _id: "help-bike-statistic",
    title: { vi: "Thống kê xe hai bánh", en: "Two-wheeled vehicle statistics" },
    content: {
      vi:
        "<p>Trang <strong>Thống kê xe hai bánh</strong> đếm số đơn thuê xe theo trạng thái trong khoảng thời gian bạn chọn.</p>" +
        "<ol>" +
        "<li>Chọn khoảng thời gian gồm ngày bắt đầu và ngày kết thúc, rồi nhấn <strong>Xem</strong>.</li>" +
        "<li>Xem tổng số đơn theo từng trạng thái: chờ xác nhận, đã xác nhận, đã hoàn thành và đã hủy.</li>" +
        "<li>So sánh giữa các dịch vụ và tùy chọn để biết mẫu xe nào được thuê nhiều nhất.</li>" +
        "</ol>" +
        "<p>Dựa vào số liệu để điều chỉnh số xe: bổ sung mẫu xe được ưa chuộng vào mùa cao điểm và xem lại giá của những mẫu ít người thuê. Nếu số đơn bị hủy tăng, hãy kiểm tra xem lịch có phản ánh đúng số xe thực tế hay không.</p>",
      en:
        "<p>The <strong>Two-wheeled vehicle statistics</strong> page counts your rental bookings by status for the period you choose.</p>" +
        "<ol>" +
        "<li>Choose a date range with a start date and an end date, then click <strong>View</strong>.</li>" +
        "<li>Read the totals for each status: awaiting confirmation, confirmed, completed and cancelled.</li>" +
        "<li>Compare services and options to see which models are rented most.</li>" +
        "</ol>" +
        "<p>Use the figures to adjust your fleet: add popular models for the high season and review the prices of models that are rarely rented. If cancellations rise, check that your calendar matches the number of vehicles you really have.</p>",
    },
  },
  {
    _id: "help-bike-statistic-revenue",
    title: { vi: "Doanh thu xe hai bánh", en: "Two-wheeled vehicle revenue" },
    content: {
      vi:
        "<p>Trang <strong>Doanh thu xe hai bánh</strong> cho biết số tiền bạn kiếm được từ dịch vụ cho thuê xe và số tiền sàn đã chuyển cho bạn.</p>" +
        "<ul>" +
        "<li><strong>Doanh thu</strong>: tổng giá trị các đơn thuê xe đã hoàn thành trong khoảng thời gian đã chọn.</li>" +
        "<li><strong>Đã thanh toán</strong>: số tiền sàn đã chuyển vào tài khoản ngân hàng của bạn.</li>" +
        "<li><strong>Số dư tài khoản</strong>: doanh thu trừ đi số tiền đã thanh toán, là khoản sàn còn phải trả.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Chọn khoảng thời gian và nhấn <strong>Xem</strong>.</li>" +
        "<li>Kiểm tra doanh thu, số tiền đã thanh toán và số dư.</li>" +
        "<li>Đối chiếu các khoản thanh toán với sao kê ngân hàng.</li>" +
        "</ol>" +
        "<p>Nếu có chênh lệch, hãy gửi các mã đơn hàng liên quan cho đội ngũ vận hành sàn để được kiểm tra.</p>",
      en:
        "<p>The <strong>Two-wheeled vehicle revenue</strong> page shows how much you have earned from rentals and how much the marketplace has paid you.</p>" +
        "<ul>" +
        "<li><strong>Revenue</strong>: the total value of completed rental bookings in the selected period.</li>" +
        "<li><strong>Payments received</strong>: the amount the marketplace has transferred to your bank account.</li>" +
        "<li><strong>Account balance</strong>: revenue minus payments received, the amount still owed to you.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Choose a date range and click <strong>View</strong>.</li>" +
        "<li>Check the revenue, payments received and balance.</li>" +
        "<li>Match the payments against your bank statement.</li>" +
        "</ol>" +
        "<p>If there is a difference, send the order numbers concerned to the marketplace team so they can check it.</p>",
    },
  },
  {
    _id: "help-transport-statistic",
    title: { vi: "Thống kê vận chuyển", en: "Transport statistics" },
    content: {
      vi:
        "<p>Trang <strong>Thống kê vận chuyển</strong> đếm số đơn đặt xe theo trạng thái trong khoảng thời gian bạn chọn.</p>" +
        "<ol>" +
        "<li>Chọn khoảng thời gian gồm ngày bắt đầu và ngày kết thúc, rồi nhấn <strong>Xem</strong>.</li>" +
        "<li>Xem tổng số đơn theo từng trạng thái: chờ xác nhận, đã xác nhận, đang thực hiện, đã hoàn thành và đã hủy.</li>" +
        "<li>So sánh giữa các dịch vụ và loại xe để biết tuyến đường, loại xe nào được đặt nhiều nhất.</li>" +
        "</ol>" +
        "<p>Dựa vào số liệu để bố trí xe và tài xế: tăng cường vào mùa cao điểm, ngày lễ và xem lại giá của những tuyến ít khách. Nếu số đơn bị hủy tăng, hãy tìm hiểu nguyên nhân để khắc phục kịp thời.</p>",
      en:
        "<p>The <strong>Transport statistics</strong> page counts your car-with-driver bookings by status for the period you choose.</p>" +
        "<ol>" +
        "<li>Choose a date range with a start date and an end date, then click <strong>View</strong>.</li>" +
        "<li>Read the totals for each status: awaiting confirmation, confirmed, in progress, completed and cancelled.</li>" +
        "<li>Compare services and vehicles to see which routes and vehicle types are booked most.</li>" +
        "</ol>" +
        "<p>Use the figures to plan vehicles and drivers: add capacity for the high season and public holidays, and review the prices of routes with few customers. If cancellations rise, find the cause and fix it quickly.</p>",
    },
  },
  {
    _id: "help-transport-statistic-revenue",
    title: { vi: "Doanh thu vận chuyển", en: "Transport revenue" },
    content: {
      vi:
        "<p>Trang <strong>Doanh thu vận chuyển</strong> cho biết số tiền bạn kiếm được từ dịch vụ thuê xe kèm tài xế và số tiền sàn đã chuyển cho bạn.</p>" +
        "<ul>" +
        "<li><strong>Doanh thu</strong>: tổng giá trị các đơn đặt xe đã hoàn thành trong khoảng thời gian đã chọn.</li>" +
        "<li><strong>Đã thanh toán</strong>: số tiền sàn đã chuyển vào tài khoản ngân hàng của bạn.</li>" +
        "<li><strong>Số dư tài khoản</strong>: doanh thu trừ đi số tiền đã thanh toán, là khoản sàn còn phải trả.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Chọn khoảng thời gian và nhấn <strong>Xem</strong>.</li>" +
        "<li>Kiểm tra doanh thu, số tiền đã thanh toán và số dư.</li>" +
        "<li>Đối chiếu các khoản thanh toán với sao kê ngân hàng.</li>" +
        "</ol>" +
        "<p>Nếu có chênh lệch, hãy gửi các mã đơn hàng liên quan cho đội ngũ vận hành sàn để được kiểm tra.</p>",
      en:
        "<p>The <strong>Transport revenue</strong> page shows how much you have earned from car-with-driver services and how much the marketplace has paid you.</p>" +
        "<ul>" +
        "<li><strong>Revenue</strong>: the total value of completed transport bookings in the selected period.</li>" +
        "<li><strong>Payments received</strong>: the amount the marketplace has transferred to your bank account.</li>" +
        "<li><strong>Account balance</strong>: revenue minus payments received, the amount still owed to you.</li>" +
        "</ul>" +
        "<ol>" +
        "<li>Choose a date range and click <strong>View</strong>.</li>" +
        "<li>Check the revenue, payments received and balance.</li>" +
        "<li>Match the payments against your bank statement.</li>" +
        "</ol>" +
        "<p>If there is a difference, send the order numbers concerned to the marketplace team so they can check it.</p>",
    },
  },
];
