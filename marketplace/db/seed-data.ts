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

// Help articles of the pages not rewritten from their screens yet: the hotel and two-wheeled pages
// still to be built. Every built screen's article, with the
// labels it names, is in help-screens.ts.
// The _id values are fixed: the app links to them.
// Content is simple HTML (<p>, <ol>, <ul>, <li>, <strong>).
export const HELP_ARTICLES: SeedHelpArticle[] = [
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
];
