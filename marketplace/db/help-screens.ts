// The help articles of the built screens (dashboard, profile pages, tours and their price pages,
// cruises and cabins, transport, bikes and their options, bookings, statistics), written from the screens as they are (tours-cruises §1: each management page has a help drawer). Every <strong>
// in an article is a label of its page, and `labels` lists those labels as the back-office's locale
// keys ("namespace:key"), so a test can check that the page shows each of them in both languages
// (tests/integration/help-articles.test.ts). Plain data: the marketplace reads no locale file.
export type ScreenHelpArticle = {
  _id: string;
  title: { vi: string; en: string };
  content: { vi: string; en: string };
  /** the locale keys of the buttons and fields the article names (its <strong> texts) */
  labels: string[];
};

export const SCREEN_HELP: ScreenHelpArticle[] = [
  {
    _id: "help-bike-list",
    title: { vi: "Danh sách xe", en: "Your bikes" },
    labels: [
      "bike:list.title",
      "bike:list.filterName",
      "listing:filterArea",
      "common:list.search",
      "common:list.refresh",
      "bike:list.add",
      "bike:list.options",
      "common:edit",
      "common:delete",
    ],
    content: {
      vi:
        "<p>Trang <strong>Quản lý xe</strong> liệt kê các dịch vụ cho thuê xe máy, xe đạp và xe đạp điện của bạn, mỗi xe có nhãn đang hoạt động hoặc ngừng hoạt động.</p>" +
        "<ol>" +
        "<li>Nhập <strong>Tên xe</strong>, chọn <strong>Khu vực</strong> và khoảng ngày tạo, rồi nhấn <strong>Tìm kiếm</strong>; <strong>Làm mới</strong> xóa bộ lọc.</li>" +
        "<li>Nhấn <strong>Thêm xe</strong> để tạo một dịch vụ thuê xe mới.</li>" +
        "<li>Nhấn <strong>Tùy chọn thuê</strong> ở một dòng để quản lý các loại xe cho thuê và giá của chúng.</li>" +
        "<li>Nhấn <strong>Sửa</strong> để đổi thông tin xe, hoặc <strong>Xóa</strong> để gỡ xe; hệ thống hỏi lại trước khi xóa.</li>" +
        "</ol>" +
        "<p>Xe mới hoặc vừa sửa chỉ hiển thị cho khách sau khi sàn duyệt.</p>",
      en:
        "<p>The <strong>Bike manager</strong> page lists your motorbike, bicycle and e-bike rentals, each tagged active or inactive.</p>" +
        "<ol>" +
        "<li>Type a <strong>Bike name</strong>, choose an <strong>Area</strong> and a range of creation days, then click <strong>Search</strong>; <strong>Refresh</strong> clears the filters.</li>" +
        "<li>Click <strong>Add a bike</strong> to create a new bike rental.</li>" +
        "<li>Click <strong>Rental options</strong> on a row to manage the vehicles it rents and their prices.</li>" +
        "<li>Click <strong>Edit</strong> to change a bike, or <strong>Delete</strong> to remove it; you are asked again before it is deleted.</li>" +
        "</ol>" +
        "<p>A new or changed bike is shown to customers once the marketplace has reviewed it.</p>",
    },
  },
  {
    _id: "help-bike-form",
    title: { vi: "Thêm mới và chỉnh sửa xe", en: "Add and edit a bike" },
    labels: [
      "bike:form.name",
      "bike:form.description",
      "tours:form.content.overview",
      "tours:form.autoTranslateEn",
      "bike:form.address",
      "address:find",
      "address:lat",
      "address:lng",
      "bike:form.type",
      "bike:form.byDay",
      "bike:form.byHour",
      "bike:form.opening",
      "bike:form.close",
      "bike:form.isActive",
    ],
    content: {
      vi:
        "<ol>" +
        "<li>Nhập <strong>Tên xe</strong> (tối đa 70 ký tự), <strong>Mô tả ngắn</strong> (tối đa 300) và <strong>Tổng quan</strong> bằng tiếng Việt và tiếng Anh, hoặc khi thêm mới, đánh dấu <strong>Tự động dịch sang tiếng Anh</strong>.</li>" +
        "<li>Chọn khu vực, quốc gia, thành phố; gõ <strong>Địa chỉ</strong> rồi chọn một gợi ý (hoặc nhấn <strong>Tìm địa chỉ</strong>) để đặt vị trí trên bản đồ, hoặc tự nhập <strong>Vĩ độ</strong> và <strong>Kinh độ</strong> (cả hai hoặc bỏ trống).</li>" +
        "<li>Chọn <strong>Loại xe</strong>, cho thuê <strong>Theo ngày</strong> và/hoặc <strong>Theo giờ</strong>, và giá từ.</li>" +
        "<li>Chọn <strong>Giờ mở cửa</strong> và <strong>Giờ đóng cửa</strong> theo bước 5 phút; giờ đóng cửa phải sau giờ mở cửa.</li>" +
        "<li>Thêm tối đa 15 ảnh, đánh dấu <strong>Đang hoạt động (hiển thị cho thuê)</strong> rồi lưu.</li>" +
        "</ol>" +
        "<p>Nếu bạn chưa chọn tiền tệ, hệ thống hỏi trước: giá của xe theo tiền tệ đó.</p>",
      en:
        "<ol>" +
        "<li>Enter the <strong>Bike name</strong> (up to 70 characters), a <strong>Short description</strong> (up to 300) and the <strong>Overview</strong> in Vietnamese and English, or, when adding, tick <strong>Translate automatically into English</strong>.</li>" +
        "<li>Choose the area, country and city; type the <strong>Address</strong> and choose a suggestion (or click <strong>Find address</strong>) to set its place on the map, or type the <strong>Latitude</strong> and <strong>Longitude</strong> yourself (both or neither).</li>" +
        "<li>Choose the <strong>Vehicle type</strong>, rent <strong>By the day</strong> and/or <strong>By the hour</strong>, and the price from.</li>" +
        "<li>Choose the <strong>Opening time</strong> and <strong>Closing time</strong> in 5-minute steps; closing comes after opening.</li>" +
        "<li>Add up to 15 images, tick <strong>Operating (shown for rent)</strong> and save.</li>" +
        "</ol>" +
        "<p>If you have not chosen a currency yet, you are asked first: the bike's prices are in it.</p>",
    },
  },
  {
    _id: "help-bike-options",
    title: { vi: "Tùy chọn thuê", en: "Rental options" },
    labels: [
      "bike:options.title",
      "bike:options.nameVi",
      "bike:options.nameEn",
      "bike:options.quantity",
      "bike:options.priceDay",
      "bike:options.priceHour",
      "bike:options.status",
      "bike:options.avatar",
      "bike:options.add",
      "common:edit",
      "common:delete",
      "calendar:setUp",
      "calendar:schedule.dateStart",
      "calendar:schedule.dateEnd",
      "calendar:schedule.exclude",
      "bike:calendar.available",
      "bike:calendar.priceDay",
      "bike:calendar.priceHour",
      "calendar:schedule.preview",
    ],
    content: {
      vi:
        "<p>Trang <strong>Tùy chọn thuê</strong> của một xe liệt kê các loại xe cho thuê, mỗi loại có số xe và giá riêng.</p>" +
        "<ol>" +
        "<li>Điền biểu mẫu bên dưới danh sách để thêm tùy chọn: <strong>Tên (tiếng Việt)</strong>, <strong>Tên (tiếng Anh)</strong> và mô tả.</li>" +
        "<li>Nhập <strong>Số xe mặc định</strong>, <strong>Giá theo ngày</strong>, <strong>Giá theo giờ</strong>, chọn <strong>Trạng thái</strong> và tải lên <strong>Ảnh</strong> (JPG hoặc PNG tối đa 20 MB, thu nhỏ dưới 1 MB khi lưu).</li>" +
        "<li>Nhấn <strong>Sửa</strong> ở một dòng để sửa tùy chọn đó trong cùng biểu mẫu; <strong>Thêm tùy chọn</strong> quay lại biểu mẫu thêm mới.</li>" +
        "<li>Nhấn <strong>Xóa</strong> để gỡ một tùy chọn; hệ thống hỏi lại trước khi xóa.</li>" +
        "</ol>" +
        "<p>Dưới biểu mẫu là lịch bán theo tháng của tùy chọn đang chọn: mỗi ngày cho thấy số xe còn trống trên số mở bán, giá theo ngày và giá theo giờ.</p>" +
        "<ol>" +
        "<li>Nhấn <strong>Thiết lập lịch bán</strong> (hoặc một ngày chưa thiết lập), nhập <strong>Từ ngày (DD-MM-YYYY)</strong> và <strong>Đến ngày (DD-MM-YYYY)</strong> (từ hôm nay, tối đa 100 ngày), chọn <strong>Bỏ qua các thứ trong tuần</strong> nếu cần, nhập <strong>Số xe mở bán</strong> (tối đa 10.000), <strong>Giá theo ngày</strong> và <strong>Giá theo giờ</strong> (tối đa 10.000.000).</li>" +
        "<li>Nhấn <strong>Xem trước</strong>: hệ thống cho biết sẽ thiết lập bao nhiêu ngày và những ngày nào đã có thiết lập; rồi nhấn nút áp dụng để lưu. Một khoảng trùng ngày đã thiết lập không được lưu và cảnh báo nêu ngày trùng đầu tiên.</li>" +
        "<li>Nhấn một ngày đã thiết lập để sửa số xe và giá của ngày đó, hoặc xóa thiết lập của ngày chưa có đơn.</li>" +
        "</ol>" +
        "<p>Số xe mở bán không thể thấp hơn số xe đã được đặt; thông báo lỗi nêu số tối thiểu.</p>",
      en:
        "<p>A bike's <strong>Rental options</strong> page lists the vehicles it rents, each with its own count and prices.</p>" +
        "<ol>" +
        "<li>Fill in the form below the list to add an option: <strong>Name (Vietnamese)</strong>, <strong>Name (English)</strong> and the descriptions.</li>" +
        "<li>Enter the <strong>Vehicles available by default</strong>, the <strong>Price per day</strong> and the <strong>Price per hour</strong>, choose the <strong>Status</strong> and upload a <strong>Photo</strong> (JPG or PNG up to 20 MB, made smaller than 1 MB on save).</li>" +
        "<li>Click <strong>Edit</strong> on a row to change that option in the same form; <strong>Add an option</strong> goes back to the empty form.</li>" +
        "<li>Click <strong>Delete</strong> to remove an option; you are asked again before it is deleted.</li>" +
        "</ol>" +
        "<p>Below the form is the chosen option's monthly sales calendar: each day shows the bikes still empty out of those for sale, the price per day and the price per hour.</p>" +
        "<ol>" +
        "<li>Click <strong>Set up sales schedule</strong> (or a day without a setting), enter <strong>From (DD-MM-YYYY)</strong> and <strong>To (DD-MM-YYYY)</strong> (from today, at most 100 days), choose what to <strong>Leave out these weekdays</strong> if needed, and enter the <strong>Bikes for sale</strong> (at most 10,000), the <strong>Price per day</strong> and the <strong>Price per hour</strong> (at most 10,000,000).</li>" +
        "<li>Click <strong>Preview</strong>: you see how many days will be set and which already have a setting; then click the apply button to save. A range over days already set is not saved, and the warning names the first such day.</li>" +
        "<li>Click a day with a setting to change its bikes and prices, or remove the setting of a day without bookings.</li>" +
        "</ol>" +
        "<p>The bikes for sale are never fewer than those already booked; the error names the smallest allowed number.</p>",
    },
  },
  {
    _id: "help-transport-services",
    title: { vi: "Dịch vụ vận chuyển", en: "Transport services" },
    labels: [
      "transport:service.title",
      "transport:service.filterType",
      "common:list.search",
      "common:list.refresh",
      "transport:service.add",
      "transport:vehicle.title",
      "common:edit",
      "common:delete",
    ],
    content: {
      vi:
        "<p>Trang <strong>Dịch vụ vận chuyển</strong> liệt kê các dịch vụ xe kèm tài xế của bạn: loại dịch vụ, lộ trình, xe, số chỗ, giá và trạng thái kiểm duyệt.</p>" +
        "<ol>" +
        "<li>Chọn khu vực và <strong>Loại</strong> rồi nhấn <strong>Tìm kiếm</strong>; <strong>Làm mới</strong> tải lại danh sách.</li>" +
        "<li>Nhấn <strong>Thêm dịch vụ</strong> để tạo dịch vụ mới. Mỗi dịch vụ dùng một xe của bạn: nếu chưa có xe, hãy thêm xe ở trang <strong>Xe cho thuê</strong> trước.</li>" +
        "<li>Nhấn <strong>Sửa</strong> để đổi loại, lộ trình, xe, giá hoặc nội dung của một dịch vụ.</li>" +
        "<li>Nhấn <strong>Xóa</strong> để gỡ một dịch vụ; hệ thống hỏi lại trước khi xóa.</li>" +
        "</ol>" +
        "<p>Dịch vụ mới hoặc vừa sửa chỉ hiển thị cho khách sau khi sàn duyệt.</p>",
      en:
        "<p>The <strong>Transport services</strong> page lists your car-with-driver services: type, route, vehicle, seats, price and review status.</p>" +
        "<ol>" +
        "<li>Choose an area and a <strong>Type</strong>, then click <strong>Search</strong>; <strong>Refresh</strong> reloads the list.</li>" +
        "<li>Click <strong>Add a service</strong> to create a service. Each service uses one of your vehicles: if you have none yet, add it on the <strong>Vehicles for rent</strong> page first.</li>" +
        "<li>Click <strong>Edit</strong> to change a service's type, route, vehicle, price or texts.</li>" +
        "<li>Click <strong>Delete</strong> to remove a service; you are asked again before it is deleted.</li>" +
        "</ol>" +
        "<p>A new or changed service is shown to customers once the marketplace has reviewed it.</p>",
    },
  },
  {
    _id: "help-transport-service-form",
    title: { vi: "Thêm mới và chỉnh sửa dịch vụ vận chuyển", en: "Add and edit a transport service" },
    labels: [
      "transport:service.type",
      "transport:service.route",
      "transport:service.durationType",
      "transport:service.vehicle",
      "transport:service.seats",
      "transport:service.refresh",
      "transport:service.maxGuests",
      "transport:service.maxLuggages",
      "transport:service.commission",
      "transport:service.autoTranslateEn",
      "transport:service.isActive",
      "transport:service.save",
    ],
    content: {
      vi:
        "<p>Dùng biểu mẫu này để thêm mới hoặc chỉnh sửa một dịch vụ xe kèm tài xế.</p>" +
        "<ol>" +
        "<li>Chọn <strong>Loại dịch vụ</strong>, rồi <strong>Lộ trình</strong> theo loại đó: đưa đón sân bay theo tên lộ trình, nội thành và tham quan trong ngày theo số giờ, tham quan nhiều ngày theo lộ trình bạn tự nhập bằng hai ngôn ngữ.</li>" +
        "<li>Chọn <strong>Thời lượng tính theo</strong> ngày hoặc giờ và phút, rồi chọn khu vực, quốc gia và thành phố.</li>" +
        "<li>Chọn <strong>Xe</strong> và <strong>Số chỗ</strong>; khi không có JavaScript, nhấn <strong>Hiện lựa chọn theo loại và số chỗ</strong> để cập nhật các lựa chọn. <strong>Số khách tối đa</strong> và <strong>Số hành lý tối đa</strong> nhỏ hơn số chỗ.</li>" +
        "<li>Nhập giá và <strong>Phần bạn nhận (%)</strong>: sàn giữ phần còn lại.</li>" +
        "<li>Điền phần chi tiết bằng tiếng Việt và tiếng Anh, hoặc đánh dấu <strong>Tự động dịch sang tiếng Anh</strong>.</li>" +
        "<li>Đánh dấu <strong>Hoạt động (hiển thị cho khách sau khi được duyệt)</strong> rồi nhấn <strong>Lưu</strong>.</li>" +
        "</ol>",
      en:
        "<p>Use this form to add or edit a car-with-driver service.</p>" +
        "<ol>" +
        "<li>Choose the <strong>Service type</strong>, then the <strong>Route</strong> it allows: airport transfers by route name, inner-city and one-day sightseeing by hours, several-day sightseeing by a route you type in both languages.</li>" +
        "<li>Choose whether the <strong>Duration in</strong> days or hours and minutes, then the area, country and city.</li>" +
        "<li>Choose the <strong>Vehicle</strong> and the <strong>Seats</strong>; without JavaScript, click <strong>Show the choices for this type and seat count</strong> to update the choices. <strong>Max guests</strong> and <strong>Max luggage</strong> are below the seat count.</li>" +
        "<li>Enter the price and <strong>Your share (%)</strong>: the marketplace keeps the rest.</li>" +
        "<li>Fill in the details in Vietnamese and English, or tick <strong>Translate into English automatically</strong>.</li>" +
        "<li>Tick <strong>Active (shown to customers once reviewed)</strong> and click <strong>Save</strong>.</li>" +
        "</ol>",
    },
  },
  {
    _id: "help-transport-options",
    title: { vi: "Xe cho thuê", en: "Vehicles for rent" },
    labels: [
      "transport:vehicle.title",
      "transport:vehicle.add",
      "transport:vehicle.type",
      "transport:vehicle.brand",
      "transport:vehicle.similar",
      "transport:vehicle.year",
      "transport:vehicle.doors",
      "transport:vehicle.ac",
      "transport:vehicle.gearbox",
      "transport:vehicle.photo",
      "common:edit",
    ],
    content: {
      vi:
        "<p>Trang <strong>Xe cho thuê</strong> liệt kê các xe của bạn; mỗi dịch vụ vận chuyển dùng một trong các xe này.</p>" +
        "<ol>" +
        "<li>Nhấn <strong>Thêm xe</strong>, một hộp thoại hiện ra.</li>" +
        "<li>Nhập <strong>Loại xe</strong> (ví dụ Xe 7 chỗ), <strong>Hãng xe</strong>, chọn <strong>Kiểu dáng</strong>, <strong>Năm sản xuất</strong>, <strong>Số cửa</strong>, <strong>Điều hòa</strong> và <strong>Hộp số</strong>.</li>" +
        "<li>Tải lên <strong>Ảnh (cắt theo tỉ lệ 700 × 466)</strong> nếu có, rồi lưu.</li>" +
        "<li>Nhấn <strong>Sửa</strong> ở một dòng để đổi thông tin xe trong cùng hộp thoại.</li>" +
        "</ol>" +
        "<p>Chỉ xe chưa được dịch vụ nào dùng mới có nút xóa: muốn xóa một xe đang dùng, hãy đổi xe hoặc xóa dịch vụ đó trước.</p>",
      en:
        "<p>The <strong>Vehicles for rent</strong> page lists your vehicles; each transport service uses one of them.</p>" +
        "<ol>" +
        "<li>Click <strong>Add a vehicle</strong>; a dialog opens.</li>" +
        "<li>Enter the <strong>Vehicle type</strong> (for example 7-seat car) and the <strong>Brand</strong>, then choose the <strong>Body style</strong>, <strong>Year of manufacture</strong>, <strong>Doors</strong>, <strong>Air conditioning</strong> and <strong>Gearbox</strong>.</li>" +
        "<li>Upload a <strong>Photo (cropped to 700 × 466)</strong> if you have one, then save.</li>" +
        "<li>Click <strong>Edit</strong> on a row to change a vehicle in the same dialog.</li>" +
        "</ol>" +
        "<p>Only a vehicle no service uses can be deleted: to delete one in use, change that service's vehicle or delete the service first.</p>",
    },
  },
  {
    _id: "help-transport-bookings",
    title: { vi: "Đơn đặt xe", en: "Transport bookings" },
    labels: [
      "bookings:list.title",
      "bookings:list.searchLabel",
      "common:list.search",
      "bookings:list.sortLabel",
      "bookings:list.export",
      "bookings:list.open",
    ],
    content: {
      vi:
        "<p>Trang <strong>Đơn đặt chỗ</strong> của vận chuyển liệt kê các chuyến xe khách đã đặt: khách, dịch vụ (lộ trình), ngày đặt, giờ đón (giờ Việt Nam, UTC+7), số tiền và trạng thái.</p>" +
        "<ol>" +
        "<li>Nhập <strong>Mã đơn</strong> rồi nhấn <strong>Tìm kiếm</strong> để tìm một đơn.</li>" +
        "<li>Chọn <strong>Sắp xếp theo</strong> ngày đặt hoặc giờ đón.</li>" +
        "<li>Nhấn <strong>Tải CSV</strong> để tải danh sách đang xem.</li>" +
        "<li>Nhấn mã đơn hoặc <strong>Xem</strong> để mở đơn: xác nhận, hủy, bắt đầu hoặc hoàn thành chuyến xe ở đó.</li>" +
        "</ol>" +
        "<p>Đơn đã thanh toán cần bạn xác nhận trước giờ đón.</p>",
      en:
        "<p>The transport <strong>Bookings</strong> page lists the transfers customers booked: guest, service (route), booking date, pickup time (Vietnam time, UTC+7), amounts and status.</p>" +
        "<ol>" +
        "<li>Type an <strong>Order number</strong> and click <strong>Search</strong> to find a booking.</li>" +
        "<li>Choose <strong>Sort by</strong> booking date or pickup time.</li>" +
        "<li>Click <strong>Download CSV</strong> to download the list you are looking at.</li>" +
        "<li>Click the order number or <strong>View</strong> to open a booking: confirm, cancel, start or complete the transfer there.</li>" +
        "</ol>" +
        "<p>A paid booking needs your confirmation before its pickup time.</p>",
    },
  },
  {
    _id: "help-transport-booking-detail",
    title: { vi: "Chi tiết đơn đặt xe", en: "Transport booking details" },
    labels: [
      "bookings:action.confirmed",
      "bookings:words.transfer.operator",
      "bookings:words.transfer.driver",
      "bookings:contact.update",
      "bookings:action.cancelled",
      "bookings:action.reason",
      "bookings:words.transfer.agency_begin",
      "bookings:words.transfer.agency_completed",
      "bookings:detail.downloadQr",
    ],
    content: {
      vi:
        "<p>Trang chi tiết đơn đặt xe cho thấy dịch vụ đã đặt (loại, lộ trình, xe), giờ đón (UTC+7), điểm đón và điểm trả, số khách, chuyến bay nếu có, khách hàng, người liên hệ, mã QR và số tiền. Chỉ các nút mà đơn cho phép lúc này mới hiện ra.</p>" +
        "<ol>" +
        "<li>Đơn đã thanh toán: nhấn <strong>Xác nhận đơn</strong> trước giờ đón và nhập <strong>Điều hành</strong> mà khách có thể liên hệ (bắt buộc); hướng dẫn viên và <strong>Tài xế</strong> có thể thêm ngay hoặc sau bằng <strong>Cập nhật</strong>.</li>" +
        "<li>Nếu không thể phục vụ, nhấn <strong>Hủy đơn</strong> trước giờ đón và nhập <strong>Lý do hủy</strong>; khách sẽ được báo lý do.</li>" +
        "<li>Vào ngày đón, nhấn <strong>Bắt đầu chuyến xe</strong>: cần tài xế với họ tên, biển số xe và một phương thức liên hệ.</li>" +
        "<li>Sau giờ đón, khi chuyến xe kết thúc, nhấn <strong>Hoàn thành chuyến xe</strong>.</li>" +
        "</ol>" +
        "<p>Nhấn <strong>Tải mã QR (PNG)</strong> để lưu mã QR của đơn.</p>",
      en:
        "<p>A transport booking's page shows the booked service (type, route, vehicle), the pickup time (UTC+7), pickup and drop-off, guests, the flight if any, the guest, the contacts, the QR code and the amounts. Only the buttons the booking allows now are shown.</p>" +
        "<ol>" +
        "<li>A paid booking: click <strong>Confirm booking</strong> before the pickup time and give the <strong>Operator</strong> the guest can contact (required); a guide and the <strong>Driver</strong> can be added now or later with <strong>Update</strong>.</li>" +
        "<li>If you cannot serve it, click <strong>Cancel booking</strong> before the pickup time and enter the <strong>Reason for cancelling</strong>; the guest is told the reason.</li>" +
        "<li>On the pickup day, click <strong>Start transfer</strong>: it needs the driver's name, license plate and a contact method.</li>" +
        "<li>After the pickup time, once the transfer is over, click <strong>Complete transfer</strong>.</li>" +
        "</ol>" +
        "<p>Click <strong>Download QR (PNG)</strong> to save the booking's QR code.</p>",
    },
  },
  {
    _id: "help-hotel-list",
    title: { vi: "Quản lý khách sạn", en: "Hotel manager" },
    labels: [
      "hotel:list.title",
      "hotel:list.filterName",
      "common:places.area",
      "common:places.country",
      "common:places.city",
      "hotel:list.created",
      "common:list.search",
      "common:list.refresh",
      "hotel:list.add",
      "common:edit",
      "hotel:list.rooms",
      "common:delete",
    ],
    content: {
      vi:
        "<p>Trang <strong>Quản lý khách sạn</strong> liệt kê các khách sạn của bạn: ảnh đầu tiên, tên, thành phố, ngày tạo và trạng thái hoạt động.</p>" +
        "<ol>" +
        "<li>Nhập <strong>Tên khách sạn</strong>, chọn <strong>Khu vực</strong>, <strong>Quốc gia</strong>, <strong>Thành phố</strong> (đổi khu vực sẽ bỏ quốc gia và thành phố đã chọn; đổi quốc gia sẽ bỏ thành phố), khoảng ngày tạo, rồi nhấn <strong>Tìm kiếm</strong>; <strong>Làm mới</strong> bỏ mọi bộ lọc. Nhấn tiêu đề cột <strong>Ngày tạo</strong> để xếp cũ nhất trước hoặc mới nhất trước.</li>" +
        "<li>Nhấn <strong>Thêm khách sạn</strong> để tạo khách sạn mới.</li>" +
        "<li>Nhấn <strong>Sửa</strong> để chỉnh nội dung, giá, tiện ích, địa chỉ hoặc hình ảnh của một khách sạn.</li>" +
        "<li>Nhấn <strong>Quản lý phòng</strong> để quản lý các loại phòng và lịch bán phòng.</li>" +
        "<li>Nhấn <strong>Xóa</strong> để gỡ một khách sạn; hệ thống hỏi lại trước khi xóa.</li>" +
        "</ol>" +
        "<p>Mỗi trang hiện 10 khách sạn; trên điện thoại mỗi khách sạn là một thẻ.</p>",
      en:
        "<p>The <strong>Hotel manager</strong> page lists your hotels: first image, name, city, created date and whether each is active.</p>" +
        "<ol>" +
        "<li>Type a <strong>Hotel name</strong>, choose an <strong>Area</strong>, <strong>Country</strong> and <strong>City</strong> (a new area clears the country and city chosen; a new country clears the city), and the created dates, then click <strong>Search</strong>; <strong>Refresh</strong> clears every filter. Click the <strong>Created</strong> column's header to list the oldest or the newest first.</li>" +
        "<li>Click <strong>Add a hotel</strong> to create a hotel.</li>" +
        "<li>Click <strong>Edit</strong> to change a hotel's texts, prices, facilities, address or images.</li>" +
        "<li>Click <strong>Rooms</strong> to manage its room types and their sales calendar.</li>" +
        "<li>Click <strong>Delete</strong> to remove a hotel; you are asked again before it is deleted.</li>" +
        "</ol>" +
        "<p>Each page shows 10 hotels; on a phone each hotel is a card.</p>",
    },
  },
  {
    _id: "help-hotel-form",
    title: { vi: "Thêm mới và chỉnh sửa khách sạn", en: "Add and edit a hotel" },
    labels: [
      "hotel:form.name",
      "hotel:form.description",
      "hotel:form.content",
      "tours:form.autoTranslateEn",
      "hotel:form.type",
      "hotel:form.commission",
      "hotel:form.isolation",
      "hotel:form.facilities",
      "address:find",
      "address:lat",
      "address:lng",
      "hotel:form.create",
    ],
    content: {
      vi:
        "<p>Biểu mẫu khách sạn có nội dung bằng tiếng Việt và tiếng Anh, địa điểm, loại hình, giá, tiện ích, địa chỉ và hình ảnh.</p>" +
        "<ol>" +
        "<li>Ở mỗi ngôn ngữ, nhập <strong>Tên khách sạn</strong> (tối đa 100 ký tự), <strong>Mô tả ngắn</strong> (tối đa 300) và <strong>Nội dung chung</strong> (tối đa 10.000). Khi tạo mới, chọn <strong>Tự động dịch sang tiếng Anh</strong> để hệ thống dịch thay bạn.</li>" +
        "<li>Chọn khu vực, quốc gia, thành phố và <strong>Loại khách sạn</strong>; nhập giá từ, giá giường phụ, phí dịch vụ và VAT (ví dụ 5% và 10%).</li>" +
        "<li>Nhập <strong>Phần của bạn (%)</strong>: phần bạn nhận trên giá, sàn giữ phần còn lại; chọn hạng sao và <strong>Dịch vụ cách ly (Covid)</strong>.</li>" +
        "<li>Đánh dấu <strong>Tiện ích khách sạn</strong>; gõ địa chỉ rồi chọn một gợi ý (hoặc nhấn <strong>Tìm địa chỉ</strong>) để đặt vị trí, hoặc tự nhập <strong>Vĩ độ</strong> và <strong>Kinh độ</strong>.</li>" +
        "<li>Tải lên tối đa 15 ảnh JPG/PNG (mỗi ảnh tối đa 20 MB, thu nhỏ dưới 1 MB khi lưu) rồi nhấn <strong>Tạo khách sạn</strong>; sau khi lưu bạn quay lại danh sách.</li>" +
        "</ol>" +
        "<p>Nếu thiếu thông tin bắt buộc, các ô cần sửa được đánh dấu và ô đầu tiên được chọn sẵn.</p>",
      en:
        "<p>The hotel form holds the texts in Vietnamese and English, the place, type, prices, facilities, address and images.</p>" +
        "<ol>" +
        "<li>In each language, enter the <strong>Hotel name</strong> (up to 100 characters), the <strong>Short description</strong> (up to 300) and the <strong>General content</strong> (up to 10,000). On a new hotel, tick <strong>Translate automatically into English</strong> to have it translated for you.</li>" +
        "<li>Choose the area, country, city and <strong>Hotel type</strong>; enter the price from, the extra-bed price, the service fee and VAT (e.g. 5% and 10%).</li>" +
        "<li>Enter <strong>Your share (%)</strong>: your part of the price, the marketplace keeps the rest; choose the stars and the <strong>Isolation (Covid) service</strong>.</li>" +
        "<li>Tick the <strong>Hotel facilities</strong>; type the address and choose a suggestion (or click <strong>Find address</strong>) to set the location, or type the <strong>Latitude</strong> and <strong>Longitude</strong> yourself.</li>" +
        "<li>Upload up to 15 JPG/PNG images (up to 20 MB each, made smaller than 1 MB on save), then click <strong>Create hotel</strong>; after a save you are back on the list.</li>" +
        "</ol>" +
        "<p>When required information is missing, the fields to fix are marked and the first one is selected.</p>",
    },
  },
  {
    _id: "help-hotel-rooms",
    title: { vi: "Phòng và lịch bán", en: "Rooms and sales calendar" },
    labels: [
      "hotel:rooms.listTitle",
      "hotel:rooms.add",
      "common:edit",
      "calendar:setUp",
      "calendar:schedule.dateStart",
      "calendar:schedule.dateEnd",
      "calendar:schedule.exclude",
      "hotel:calendar.available",
      "hotel:calendar.price",
      "calendar:schedule.preview",
    ],
    content: {
      vi:
        "<p>Trang phòng của một khách sạn có danh sách <strong>Loại phòng</strong> (tên, số phòng, giá mặc định) và lịch bán theo tháng của loại đang chọn: mỗi ngày cho thấy số phòng còn trống trên số mở bán và giá.</p>" +
        "<ol>" +
        "<li>Nhấn <strong>Thêm loại phòng</strong> để tạo loại phòng, hoặc <strong>Sửa</strong> để chỉnh một loại đã có.</li>" +
        "<li>Chọn một loại phòng để xem lịch; đổi tháng bằng các mũi tên hoặc chọn tháng và năm.</li>" +
        "<li>Nhấn <strong>Thiết lập lịch bán</strong> (hoặc một ngày chưa thiết lập), nhập <strong>Từ ngày (DD-MM-YYYY)</strong> và <strong>Đến ngày (DD-MM-YYYY)</strong> (từ hôm nay, tối đa 100 ngày), chọn <strong>Bỏ qua các thứ trong tuần</strong> nếu cần, nhập <strong>Số phòng mở bán</strong> (1–100) và <strong>Giá bán</strong>.</li>" +
        "<li>Nhấn <strong>Xem trước</strong>: hệ thống cho biết sẽ thiết lập bao nhiêu ngày và những ngày nào đã có thiết lập; rồi nhấn nút áp dụng để lưu.</li>" +
        "<li>Nhấn một ngày đã thiết lập để sửa số phòng và giá của ngày đó, hoặc xóa thiết lập của ngày chưa có đơn.</li>" +
        "</ol>" +
        "<p>Số phòng mở bán không thể thấp hơn số phòng đã được đặt.</p>",
      en:
        "<p>A hotel's rooms page has the list of <strong>Room types</strong> (name, rooms, default price) and the chosen type's monthly sales calendar: each day shows the rooms still empty out of those for sale, and the price.</p>" +
        "<ol>" +
        "<li>Click <strong>Add a room type</strong> to create a room type, or <strong>Edit</strong> to change one.</li>" +
        "<li>Choose a room type to see its calendar; change the month with the arrows or pick a month and year.</li>" +
        "<li>Click <strong>Set up sales schedule</strong> (or a day without a setting), enter <strong>From (DD-MM-YYYY)</strong> and <strong>To (DD-MM-YYYY)</strong> (from today, at most 100 days), choose what to <strong>Leave out these weekdays</strong> if needed, and enter the <strong>Rooms for sale</strong> (1–100) and the <strong>Price</strong>.</li>" +
        "<li>Click <strong>Preview</strong>: you see how many days will be set and which already have a setting; then click the apply button to save.</li>" +
        "<li>Click a day with a setting to change its rooms and price, or remove the setting of a day without bookings.</li>" +
        "</ol>" +
        "<p>The rooms for sale are never fewer than those already booked.</p>",
    },
  },
  {
    _id: "help-hotel-room-form",
    title: { vi: "Thêm mới và chỉnh sửa loại phòng", en: "Add and edit a room type" },
    labels: [
      "hotel:room.name",
      "hotel:room.note",
      "listing:beds.type",
      "listing:beds.quantity",
      "listing:beds.add",
      "hotel:room.numRoom",
      "hotel:room.acreage",
      "hotel:room.breakfast",
      "hotel:room.extrabed",
      "hotel:room.facilities",
    ],
    content: {
      vi:
        "<p>Loại phòng có tên bằng hai ngôn ngữ, giường, giá mặc định, tiện ích và hình ảnh; giá tính theo tiền tệ của khách sạn.</p>" +
        "<ol>" +
        "<li>Nhập <strong>Tên loại phòng</strong> (tối đa 100 ký tự) ở mỗi ngôn ngữ và <strong>Ghi chú</strong> nếu cần (tối đa 1.000).</li>" +
        "<li>Mỗi dòng giường gồm <strong>Loại giường</strong> và <strong>Số lượng</strong> (1–15); nhấn <strong>Thêm giường</strong> để thêm dòng. Số khách được tính từ các giường.</li>" +
        "<li>Nhập giá mặc định, <strong>Số phòng loại này</strong> (tối đa 100) và <strong>Diện tích (m²)</strong> (tối đa 1.000); chọn <strong>Bao gồm bữa sáng</strong>, <strong>Có giường phụ</strong> và trạng thái.</li>" +
        "<li>Đánh dấu ít nhất một mục <strong>Tiện ích phòng</strong>, tải lên tối đa 11 ảnh rồi lưu: bạn quay lại trang phòng.</li>" +
        "</ol>",
      en:
        "<p>A room type has its name in both languages, beds, default price, facilities and images; prices are in the hotel's currency.</p>" +
        "<ol>" +
        "<li>Enter the <strong>Room type name</strong> (up to 100 characters) in each language and a <strong>Note</strong> if needed (up to 1,000).</li>" +
        "<li>Each bed row has a <strong>Bed type</strong> and a <strong>Quantity</strong> (1–15); click <strong>Add a bed</strong> to add a row. The guests are worked out from the beds.</li>" +
        "<li>Enter the default price, the <strong>Rooms of this type</strong> (up to 100) and the <strong>Size (m²)</strong> (up to 1,000); tick <strong>Breakfast included</strong>, <strong>Extra bed available</strong> and choose the status.</li>" +
        "<li>Tick at least one of the <strong>Room facilities</strong>, upload up to 11 images and save: you are back on the rooms page.</li>" +
        "</ol>",
    },
  },
  {
    _id: "help-hotel-bookings",
    title: { vi: "Đơn đặt phòng", en: "Hotel bookings" },
    labels: [
      "bookings:list.title",
      "bookings:list.searchLabel",
      "common:list.search",
      "bookings:list.export",
      "bookings:list.open",
    ],
    content: {
      vi:
        "<p>Trang <strong>Đơn đặt chỗ</strong> của khách sạn liệt kê các đơn đặt phòng: mã đơn (kèm mã sản phẩm), khách, khách sạn, ngày nhận phòng, ngày trả phòng và số đêm, tổng tiền, hoa hồng, thực nhận và trạng thái.</p>" +
        "<ol>" +
        "<li>Nhập <strong>Mã đơn</strong> rồi nhấn <strong>Tìm kiếm</strong> để tìm một đơn.</li>" +
        "<li>Nhấn <strong>Tải CSV</strong> để tải các đơn đang tìm.</li>" +
        "<li>Nhấn mã đơn hoặc <strong>Xem</strong> để mở đơn: đổi trạng thái hoặc ghi nhận mã chuyển khoản ở đó.</li>" +
        "</ol>" +
        "<p>Mỗi trang hiện 10 đơn, mới nhất trước; trên điện thoại mỗi đơn là một thẻ.</p>",
      en:
        "<p>The hotel <strong>Bookings</strong> page lists your room bookings: order number (with the product code), guest, hotel, check-in and check-out with the nights, total, commission, real income and status.</p>" +
        "<ol>" +
        "<li>Type an <strong>Order number</strong> and click <strong>Search</strong> to find a booking.</li>" +
        "<li>Click <strong>Download CSV</strong> to download the bookings searched.</li>" +
        "<li>Click the order number or <strong>View</strong> to open a booking: change its status or record its transfer code there.</li>" +
        "</ol>" +
        "<p>Each page shows 10 bookings, newest first; on a phone each booking is a card.</p>",
    },
  },
  {
    _id: "help-hotel-booking-detail",
    title: { vi: "Chi tiết đơn đặt phòng", en: "Hotel booking details" },
    labels: [
      "bookings:action.confirmed",
      "bookings:action.paid",
      "bookings:action.cancelled",
      "bookings:action.reason",
      "bookings:action.completed",
      "bookings:action.refunded",
      "bookings:payment.transferCode",
      "bookings:payment.recordTransferCode",
      "bookings:detail.downloadQr",
    ],
    content: {
      vi:
        "<p>Trang chi tiết đơn đặt phòng cho thấy khách sạn, ngày nhận phòng (12:00–14:00), ngày trả phòng (trước 12:00), số đêm, ghi chú, khách hàng, các phòng đã đặt với giường phụ, phí dịch vụ, VAT, tổng tiền, hoa hồng và thực nhận. Chỉ các trạng thái mà đơn cho phép lúc này mới hiện thành nút.</p>" +
        "<ol>" +
        "<li>Đơn đang chờ xác nhận: đến hết ngày nhận phòng, nhấn <strong>Xác nhận đơn</strong> để nhận đơn và giữ phòng cho khách.</li>" +
        "<li>Khi tiền của khách đã về, nhấn <strong>Đánh dấu đã thanh toán</strong>.</li>" +
        "<li>Trước hoặc trong ngày nhận phòng, nhấn <strong>Hủy đơn</strong> và nhập <strong>Lý do hủy</strong>; phòng được trả lại lịch bán.</li>" +
        "<li>Từ ngày nhận phòng, nhấn <strong>Đánh dấu hoàn thành</strong> khi khách đã lưu trú.</li>" +
        "<li>Khi đã trả lại tiền cho khách, nhấn <strong>Đánh dấu đã hoàn tiền</strong>.</li>" +
        "<li>Khi khách chuyển khoản cho một đơn chưa thanh toán, nhấn <strong>Ghi nhận mã chuyển khoản</strong> và nhập <strong>Mã chuyển khoản</strong> như trên sao kê: mã được lưu thành khoản thanh toán đã hoàn tất của đơn, hiện trong danh sách giao dịch, và đơn được đánh dấu đã thanh toán. Đơn đã thanh toán (bằng thẻ hoặc chuyển khoản) không nhận thêm mã nào.</li>" +
        "</ol>" +
        "<p>Đơn đã hoàn thành, khách không đến hoặc đã hoàn tiền không thể đổi trạng thái nữa. Nhấn <strong>Tải mã QR (PNG)</strong> để lưu mã QR của đơn.</p>",
      en:
        "<p>A hotel booking's page shows the hotel, check-in (12:00–14:00), check-out (by 12:00), the nights, the note, the guest, the rooms booked with their extra beds, the service fee, VAT, total, commission and real income. Only the statuses the booking allows now are shown as buttons.</p>" +
        "<ol>" +
        "<li>A booking waiting for confirmation: until the check-in day, click <strong>Confirm booking</strong> to accept it and keep the rooms for the guest.</li>" +
        "<li>Once the guest's money has reached you, click <strong>Mark as paid</strong>.</li>" +
        "<li>Before or on the check-in day, click <strong>Cancel booking</strong> and enter the <strong>Reason for cancelling</strong>; the rooms go back on sale.</li>" +
        "<li>From the check-in day on, click <strong>Mark as completed</strong> once the guest has stayed.</li>" +
        "<li>Once the guest's money has been returned, click <strong>Mark as refunded</strong>.</li>" +
        "<li>When the guest pays an unpaid booking by bank transfer, click <strong>Record transfer code</strong> and enter the <strong>Transfer code</strong> as the statement shows it: it is saved as the booking's completed payment, listed with its transactions, and the booking is marked paid. A booking already paid (by card or by transfer) takes no other code.</li>" +
        "</ol>" +
        "<p>A completed, no-show or refunded booking cannot change any more. Click <strong>Download QR (PNG)</strong> to save the booking's QR code.</p>",
    },
  },
  {
    _id: "help-hotel-statistic",
    title: { vi: "Thống kê đơn đặt phòng", en: "Hotel booking statistics" },
    labels: [
      "bookings:statistic.title",
      "bookings:statistic.from",
      "bookings:statistic.to",
      "bookings:statistic.dateBy.label",
      "bookings:statistic.dateBy.created",
      "bookings:statistic.dateBy.date_checkin",
      "common:list.search",
      "common:list.refresh",
      "bookings:statistic.chartTitle",
      "bookings:list.total",
      "bookings:list.realIncome",
      "bookings:list.open",
      "layout:menu.statisticRevenue",
    ],
    content: {
      vi:
        "<p>Trang <strong>Thống kê dịch vụ</strong> đếm các đơn đặt phòng khách sạn của bạn theo trạng thái và liệt kê các đơn của từng trạng thái.</p>" +
        "<ol>" +
        "<li>Chọn <strong>Từ ngày</strong> và <strong>Đến ngày</strong>, rồi chọn <strong>Khoảng ngày tính theo</strong>: <strong>Ngày đặt</strong> (ngày khách đặt đơn) hoặc <strong>Ngày nhận phòng</strong> (ngày khách đến). Nhấn <strong>Tìm kiếm</strong>; <strong>Làm mới</strong> bỏ bộ lọc và tính toàn bộ các đơn.</li>" +
        "<li>Câu dưới bộ lọc nhắc khoảng ngày đang chọn đơn theo ngày nào. Lựa chọn được giữ trong địa chỉ trang, nên một liên kết đã lưu mở lại đúng bộ lọc đó.</li>" +
        "<li>Biểu đồ <strong>Đơn theo trạng thái</strong> cho biết số đơn của mỗi trạng thái trong khoảng đã chọn.</li>" +
        "<li>Nhấn một thẻ trạng thái (kèm số đơn) để xem các đơn ở trạng thái đó: mã đơn, khách, khách sạn với ngày đặt, ngày nhận phòng, ngày trả phòng và số đêm, <strong>Tổng tiền</strong>, <strong>Thực nhận</strong> và trạng thái. Nhấn <strong>Xem</strong> để mở đơn.</li>" +
        "<li>Mỗi trang hiện 10 đơn; chuyển trang bằng các nút ở cuối danh sách.</li>" +
        "</ol>" +
        "<p>Trên điện thoại, mỗi đơn hiện thành một thẻ. Doanh thu và các khoản đã chuyển cho bạn ở trang <strong>Thống kê tài chính</strong>.</p>",
      en:
        "<p>The <strong>Service statistics</strong> page counts your hotel bookings by status and lists the bookings of each status.</p>" +
        "<ol>" +
        "<li>Choose <strong>From</strong> and <strong>To</strong>, then what the <strong>Dates apply to</strong>: the <strong>Booking day</strong> (the day the guest booked) or the <strong>Check-in day</strong> (the day the guest arrives). Click <strong>Search</strong>; <strong>Refresh</strong> clears the filter and counts every booking.</li>" +
        "<li>The sentence under the filter says which day the range selects bookings by. The choice stays in the page's address, so a saved link opens the same filter again.</li>" +
        "<li>The <strong>Bookings by status</strong> chart shows how many bookings each status has in the chosen range.</li>" +
        "<li>Click a status tab (with its count) to list the bookings in that status: order number, guest, hotel with its booking day, check-in, check-out and nights, <strong>Total</strong>, <strong>Real income</strong> and status. Click <strong>View</strong> to open a booking.</li>" +
        "<li>Each page shows 10 bookings; move between pages with the buttons under the list.</li>" +
        "</ol>" +
        "<p>On a phone each booking is a card. Your revenue and the payouts made to you are on the <strong>Financial statistics</strong> page.</p>",
    },
  },
  {
    _id: "help-hotel-statistic-revenue",
    title: { vi: "Thống kê tài chính khách sạn", en: "Hotel financial statistics" },
    labels: [
      "bookings:revenue.title",
      "bookings:revenue.totalRevenue",
      "bookings:revenue.paid",
      "bookings:revenue.balance",
      "bookings:statistic.from",
      "bookings:statistic.to",
      "bookings:statistic.dateBy.label",
      "bookings:statistic.dateBy.created",
      "bookings:statistic.dateBy.date_checkin",
      "common:list.search",
      "common:list.refresh",
      "bookings:revenue.chartTitle",
      "bookings:revenue.orders",
      "bookings:list.commission",
      "bookings:list.realIncome",
      "bookings:revenue.payments",
      "bookings:revenue.detail",
      "bookings:revenue.rate",
      "bookings:revenue.vndAmount",
    ],
    content: {
      vi:
        "<p>Trang <strong>Thống kê tài chính</strong> cho biết tiền bạn nhận từ các đơn đặt phòng: doanh thu của các đơn đã hoàn thành và các khoản sàn đã chuyển cho bạn, tính bằng VND.</p>" +
        "<ol>" +
        "<li>Ba thẻ đầu trang: <strong>Tổng doanh thu</strong> là phần thực nhận của các đơn đã hoàn thành; <strong>Đã thanh toán</strong> là các khoản sàn đã chuyển cho bạn; <strong>Số dư tài khoản</strong> là doanh thu trừ đã thanh toán. Khoản chi trả chưa rõ số tiền VND được ghi riêng trên thẻ, không bị bỏ qua.</li>" +
        "<li>Chọn <strong>Từ ngày</strong>, <strong>Đến ngày</strong> và <strong>Khoảng ngày tính theo</strong>: <strong>Ngày đặt</strong> hoặc <strong>Ngày nhận phòng</strong> của đơn. Nhấn <strong>Tìm kiếm</strong>; <strong>Làm mới</strong> bỏ bộ lọc. Lựa chọn được giữ trong địa chỉ trang.</li>" +
        "<li>Khoảng ngày chọn các đơn theo ngày bạn chọn ở trên, còn các khoản thanh toán luôn được tính theo ngày thanh toán; câu dưới bộ lọc nhắc điều này.</li>" +
        "<li>Biểu đồ <strong>Doanh thu theo ngày</strong> cho biết thực nhận của từng ngày trong khoảng.</li>" +
        "<li>Thẻ <strong>Đơn có doanh thu</strong> liệt kê các đơn đã hoàn thành với tổng tiền, <strong>Hoa hồng</strong> và <strong>Thực nhận</strong>; nhấn mã đơn để mở đơn.</li>" +
        "<li>Thẻ <strong>Thanh toán</strong> liệt kê các khoản sàn đã chuyển: mã, ngày, phương thức, số tiền. Nhấn <strong>Chi tiết</strong> để xem ngân hàng, số tài khoản, <strong>Tỷ giá VND</strong> và <strong>Số tiền quy đổi VND</strong> của một khoản trả bằng ngoại tệ.</li>" +
        "<li>Mỗi trang hiện 10 dòng; chuyển trang bằng các nút ở cuối danh sách.</li>" +
        "</ol>" +
        "<p>Nếu một khoản không khớp với sao kê ngân hàng, hãy liên hệ bộ phận hỗ trợ của sàn kèm mã thanh toán.</p>",
      en:
        "<p>The <strong>Financial statistics</strong> page shows the money you earn from hotel stays: the revenue of completed bookings and the payouts the marketplace made to you, in VND.</p>" +
        "<ol>" +
        "<li>The three cards on top: <strong>Total revenue</strong> is the real income of completed bookings; <strong>Paid to you</strong> is what the marketplace has paid out to you; <strong>Account balance</strong> is revenue minus paid. A payout of unknown VND amount is noted on the cards, never left out silently.</li>" +
        "<li>Choose <strong>From</strong>, <strong>To</strong> and what the <strong>Dates apply to</strong>: the <strong>Booking day</strong> or the <strong>Check-in day</strong>. Click <strong>Search</strong>; <strong>Refresh</strong> clears the filter. The choice stays in the page's address.</li>" +
        "<li>The range selects bookings by the day you chose above, while payouts are always counted by their payment date; the sentence under the filter says so.</li>" +
        "<li>The <strong>Revenue by day</strong> chart shows the real income of each day in the range.</li>" +
        "<li>The <strong>Revenue bookings</strong> tab lists the completed bookings with their total, <strong>Commission</strong> and <strong>Real income</strong>; click an order number to open the booking.</li>" +
        "<li>The <strong>Payments</strong> tab lists the payouts made to you: ID, date, method, amount. Click <strong>Details</strong> to see the bank, account number, <strong>VND rate</strong> and <strong>Amount in VND</strong> of a payout made in another currency.</li>" +
        "<li>Each page shows 10 rows; move between pages with the buttons under the list.</li>" +
        "</ol>" +
        "<p>If a payout does not match your bank statement, contact the marketplace's support with its payment ID.</p>",
    },
  },
  {
    _id: "help-bike-bookings",
    title: { vi: "Đơn thuê xe", en: "Bike bookings" },
    labels: [
      "bookings:list.title",
      "bookings:list.searchLabel",
      "common:list.search",
      "bookings:list.export",
      "bookings:list.open",
    ],
    content: {
      vi:
        "<p>Trang <strong>Đơn đặt chỗ</strong> của mục xe liệt kê các đơn thuê xe: mã đơn (kèm mã sản phẩm), khách, xe, ngày nhận xe, tổng tiền, hoa hồng, thực nhận và trạng thái.</p>" +
        "<ol>" +
        "<li>Nhập <strong>Mã đơn</strong> rồi nhấn <strong>Tìm kiếm</strong> để tìm một đơn.</li>" +
        "<li>Nhấn <strong>Tải CSV</strong> để tải các đơn đang tìm.</li>" +
        "<li>Nhấn mã đơn hoặc <strong>Xem</strong> để mở đơn: xác nhận hoặc hủy đơn ở đó.</li>" +
        "</ol>" +
        "<p>Mỗi trang hiện 10 đơn, mới nhất trước; trên điện thoại mỗi đơn là một thẻ.</p>",
      en:
        "<p>The bike <strong>Bookings</strong> page lists your rentals: order number (with the product code), guest, bike, pickup day, total, commission, real income and status.</p>" +
        "<ol>" +
        "<li>Type an <strong>Order number</strong> and click <strong>Search</strong> to find a booking.</li>" +
        "<li>Click <strong>Download CSV</strong> to download the bookings searched.</li>" +
        "<li>Click the order number or <strong>View</strong> to open a booking: confirm or cancel it there.</li>" +
        "</ol>" +
        "<p>Each page shows 10 bookings, newest first; on a phone each booking is a card.</p>",
    },
  },
  {
    _id: "help-bike-booking-detail",
    title: { vi: "Chi tiết đơn thuê xe", en: "Bike booking details" },
    labels: [
      "bookings:action.confirmed",
      "bookings:action.cancelled",
      "bookings:action.reason",
      "bookings:bike.pickup",
      "bookings:bike.return",
      "bookings:payment.transferCode",
      "bookings:payment.recordTransferCode",
      "bookings:detail.downloadQr",
    ],
    content: {
      vi:
        "<p>Trang chi tiết đơn thuê xe cho thấy xe, giờ nhận xe và trả xe (giờ Việt Nam), thuê theo ngày hay theo giờ và thời gian thuê, ghi chú, khách hàng, các lựa chọn đã thuê với số lượng và giá, tổng tiền, hoa hồng và thực nhận. Chỉ các thao tác mà đơn cho phép lúc này mới hiện thành nút; khi không có nút nào, trang nói vì sao.</p>" +
        "<ol>" +
        "<li>Đơn đã thanh toán: đến hết ngày nhận xe, nhấn <strong>Xác nhận đơn</strong>; sau khi xác nhận, đơn không thể hủy tại đây nữa.</li>" +
        "<li>Hoặc nhấn <strong>Hủy đơn</strong> và nhập <strong>Lý do hủy</strong> (tối đa 200 ký tự); xe được trả lại lịch bán của mọi ngày thuê.</li>" +
        "<li>Vào ngày nhận xe, nhấn Giao xe khi khách đã nhận xe; từ ngày trả xe, nhấn Nhận lại xe khi khách đã trả xe.</li>" +
        "<li>Khi khách chuyển khoản cho một đơn chưa thanh toán, nhấn <strong>Ghi nhận mã chuyển khoản</strong> và nhập <strong>Mã chuyển khoản</strong> như trên sao kê: đơn được đánh dấu đã thanh toán. Đơn đã thanh toán không nhận thêm mã nào.</li>" +
        "</ol>" +
        "<p>Nhấn <strong>Tải mã QR (PNG)</strong> để lưu mã QR của đơn.</p>",
      en:
        "<p>A bike booking's page shows the bike, the pickup and return with their times (Vietnam time), whether it is rented by the day or by the hour and for how long, the note, the guest, the options rented with their quantities and prices, the total, commission and real income. Only the actions the booking allows now are shown as buttons; when there is none, the page says why.</p>" +
        "<ol>" +
        "<li>A paid booking: until the pickup day, click <strong>Confirm booking</strong>; once confirmed it can no longer be cancelled here.</li>" +
        "<li>Or click <strong>Cancel booking</strong> and enter the <strong>Reason for cancelling</strong> (up to 200 characters); the vehicles go back on sale for every day of the rental.</li>" +
        "<li>On the pickup day, click Hand over once the guest has the vehicle; from the return day on, click Take back once it is returned.</li>" +
        "<li>When the guest pays an unpaid booking by bank transfer, click <strong>Record transfer code</strong> and enter the <strong>Transfer code</strong> as the statement shows it: the booking is marked paid. A booking already paid takes no other code.</li>" +
        "</ol>" +
        "<p>Click <strong>Download QR (PNG)</strong> to save the booking's QR code.</p>",
    },
  },
  {
    _id: "help-bike-statistic",
    title: { vi: "Thống kê đơn thuê xe", en: "Bike booking statistics" },
    labels: [
      "bookings:statistic.title",
      "bookings:statistic.from",
      "bookings:statistic.to",
      "bookings:statistic.dateBy.label",
      "bookings:statistic.dateBy.created",
      "common:list.search",
      "common:list.refresh",
      "bookings:statistic.chartTitle",
      "bookings:list.total",
      "bookings:list.realIncome",
      "bookings:list.open",
      "layout:menu.statisticRevenue",
    ],
    content: {
      vi:
        "<p>Trang <strong>Thống kê dịch vụ</strong> đếm các đơn thuê xe của bạn theo trạng thái (chờ thanh toán, đã thanh toán, đã xác nhận, hoàn thành, đã hoàn tiền, thay đổi, đã hủy, bỏ dở) và liệt kê các đơn của từng trạng thái.</p>" +
        "<ol>" +
        "<li>Chọn <strong>Từ ngày</strong> và <strong>Đến ngày</strong>, rồi chọn <strong>Khoảng ngày tính theo</strong>: <strong>Ngày đặt</strong> hoặc ngày nhận xe. Nhấn <strong>Tìm kiếm</strong>; <strong>Làm mới</strong> bỏ bộ lọc.</li>" +
        "<li>Biểu đồ <strong>Đơn theo trạng thái</strong> cho biết số đơn của mỗi trạng thái trong khoảng đã chọn.</li>" +
        "<li>Nhấn một thẻ trạng thái (kèm số đơn) để xem các đơn ở trạng thái đó với <strong>Tổng tiền</strong> và <strong>Thực nhận</strong>. Nhấn <strong>Xem</strong> để mở đơn.</li>" +
        "</ol>" +
        "<p>Doanh thu và các khoản đã chuyển cho bạn ở trang <strong>Thống kê tài chính</strong>.</p>",
      en:
        "<p>The <strong>Service statistics</strong> page counts your rentals by status (waiting for payment, paid, confirmed, completed, refunded, changed, cancelled, abandoned) and lists the bookings of each status.</p>" +
        "<ol>" +
        "<li>Choose <strong>From</strong> and <strong>To</strong>, then what the <strong>Dates apply to</strong>: the <strong>Booking day</strong> or the pickup day. Click <strong>Search</strong>; <strong>Refresh</strong> clears the filter.</li>" +
        "<li>The <strong>Bookings by status</strong> chart shows how many bookings each status has in the chosen range.</li>" +
        "<li>Click a status tab (with its count) to list the bookings in that status with their <strong>Total</strong> and <strong>Real income</strong>. Click <strong>View</strong> to open a booking.</li>" +
        "</ol>" +
        "<p>Your revenue and the payouts made to you are on the <strong>Financial statistics</strong> page.</p>",
    },
  },
  {
    _id: "help-bike-statistic-revenue",
    title: { vi: "Thống kê tài chính thuê xe", en: "Bike rental financial statistics" },
    labels: [
      "bookings:revenue.title",
      "bookings:revenue.totalRevenue",
      "bookings:revenue.paid",
      "bookings:revenue.balance",
      "bookings:statistic.from",
      "bookings:statistic.to",
      "common:list.search",
      "common:list.refresh",
      "bookings:revenue.orders",
      "bookings:list.commission",
      "bookings:list.realIncome",
      "bookings:revenue.payments",
      "bookings:revenue.detail",
    ],
    content: {
      vi:
        "<p>Trang <strong>Thống kê tài chính</strong> cho biết tiền bạn nhận từ các đơn thuê xe, tính bằng VND.</p>" +
        "<ol>" +
        "<li>Ba thẻ đầu trang: <strong>Tổng doanh thu</strong> là phần thực nhận của các đơn đã hoàn thành; <strong>Đã thanh toán</strong> là các khoản sàn đã chuyển cho bạn; <strong>Số dư tài khoản</strong> là doanh thu trừ đã thanh toán.</li>" +
        "<li>Chọn <strong>Từ ngày</strong> và <strong>Đến ngày</strong>, nhấn <strong>Tìm kiếm</strong>; <strong>Làm mới</strong> bỏ bộ lọc.</li>" +
        "<li>Thẻ <strong>Đơn có doanh thu</strong> liệt kê các đơn đã hoàn thành với <strong>Hoa hồng</strong> và <strong>Thực nhận</strong>; nhấn mã đơn để mở đơn.</li>" +
        "<li>Thẻ <strong>Thanh toán</strong> liệt kê các khoản sàn đã chuyển; nhấn <strong>Chi tiết</strong> để xem một khoản.</li>" +
        "</ol>",
      en:
        "<p>The <strong>Financial statistics</strong> page shows the money you earn from bike rentals, in VND.</p>" +
        "<ol>" +
        "<li>The three cards on top: <strong>Total revenue</strong> is the real income of completed bookings; <strong>Paid to you</strong> is what the marketplace has paid out to you; <strong>Account balance</strong> is revenue minus paid.</li>" +
        "<li>Choose <strong>From</strong> and <strong>To</strong> and click <strong>Search</strong>; <strong>Refresh</strong> clears the filter.</li>" +
        "<li>The <strong>Revenue bookings</strong> tab lists the completed bookings with their <strong>Commission</strong> and <strong>Real income</strong>; click an order number to open it.</li>" +
        "<li>The <strong>Payments</strong> tab lists the payouts made to you; click <strong>Details</strong> to see one.</li>" +
        "</ol>",
    },
  },
  {
    _id: "help-cruise-cabins",
    title: { vi: "Cabin và lịch bán", en: "Cabins and sales calendar" },
    labels: [
      "cruise:cabins.listTitle",
      "cruise:cabins.add",
      "common:edit",
      "calendar:setUp",
      "calendar:schedule.dateStart",
      "calendar:schedule.dateEnd",
      "calendar:schedule.exclude",
      "calendar:cabin.available",
      "calendar:cabin.extrabed",
      "calendar:schedule.preview",
    ],
    content: {
      vi:
        "<p>Trang cabin của một du thuyền có danh sách <strong>Loại cabin</strong> và lịch bán theo tháng của loại đang chọn: mỗi ngày cho thấy số cabin còn trống trên số mở bán và giá của thời lượng đang chọn.</p>" +
        "<ol>" +
        "<li>Nhấn <strong>Thêm cabin</strong> để tạo loại cabin, hoặc <strong>Sửa</strong> để chỉnh một loại đã có.</li>" +
        "<li>Chọn một loại cabin và một thời lượng để xem lịch; đổi tháng bằng các mũi tên hoặc chọn tháng và năm.</li>" +
        "<li>Nhấn <strong>Thiết lập lịch bán</strong> (hoặc một ngày chưa thiết lập), nhập <strong>Từ ngày (DD-MM-YYYY)</strong> và <strong>Đến ngày (DD-MM-YYYY)</strong> (từ hôm nay, tối đa 100 ngày), chọn <strong>Bỏ qua các thứ trong tuần</strong> nếu cần, nhập <strong>Số cabin mở bán</strong>, giá cho từng thời lượng và <strong>Giá giường phụ</strong>.</li>" +
        "<li>Nhấn <strong>Xem trước</strong>: hệ thống cho biết sẽ thiết lập bao nhiêu ngày và những ngày nào đã có thiết lập; rồi nhấn nút áp dụng để lưu.</li>" +
        "<li>Nhấn một ngày đã thiết lập để sửa số cabin và giá của ngày đó, hoặc xóa thiết lập của ngày chưa có đơn.</li>" +
        "</ol>" +
        "<p>Số cabin mở bán ít nhất là 1 và không thể thấp hơn số cabin đã được đặt; để ngừng bán một ngày chưa có đơn, hãy xóa thiết lập của ngày đó.</p>",
      en:
        "<p>A cruise's cabins page has the list of <strong>Cabin types</strong> and the chosen type's monthly sales calendar: each day shows the cabins still empty out of those for sale and the chosen duration's price.</p>" +
        "<ol>" +
        "<li>Click <strong>Add a cabin</strong> to create a cabin type, or <strong>Edit</strong> to change one.</li>" +
        "<li>Choose a cabin type and a duration to see its calendar; change the month with the arrows or pick a month and year.</li>" +
        "<li>Click <strong>Set up sales schedule</strong> (or a day without a setting), enter <strong>From (DD-MM-YYYY)</strong> and <strong>To (DD-MM-YYYY)</strong> (from today, at most 100 days), choose what to <strong>Leave out these weekdays</strong> if needed, and enter the <strong>Cabins for sale</strong>, a price for each duration and the <strong>Extra-bed price</strong>.</li>" +
        "<li>Click <strong>Preview</strong>: you see how many days will be set and which already have a setting; then click the apply button to save.</li>" +
        "<li>Click a day with a setting to change its cabins and prices, or remove the setting of a day without bookings.</li>" +
        "</ol>" +
        "<p>The cabins for sale are at least 1 and never fewer than those already booked; to stop selling a day without bookings, remove its setting.</p>",
    },
  },
  {
    _id: "help-tour-bookings",
    title: { vi: "Đơn đặt tour và du thuyền", en: "Tour and cruise bookings" },
    labels: [
      "bookings:list.title",
      "bookings:list.searchLabel",
      "common:list.search",
      "bookings:list.export",
      "bookings:list.open",
    ],
    content: {
      vi:
        "<p>Trang <strong>Đơn đặt chỗ</strong> liệt kê các đơn đặt tour và du thuyền của bạn, mới nhất trước: khách, tour hoặc du thuyền, ngày đặt, ngày khởi hành, số tiền và trạng thái.</p>" +
        "<ol>" +
        "<li>Nhập <strong>Mã đơn</strong> rồi nhấn <strong>Tìm kiếm</strong> để tìm một đơn; xóa ô này để xem lại cả danh sách.</li>" +
        "<li>Nhấn <strong>Tải CSV</strong> để tải danh sách đang xem.</li>" +
        "<li>Nhấn mã đơn hoặc <strong>Xem</strong> để mở đơn: xác nhận, hủy, bắt đầu hoặc hoàn thành ở đó.</li>" +
        "</ol>" +
        "<p>Đơn đã thanh toán cần bạn xác nhận trước ngày khởi hành.</p>",
      en:
        "<p>The <strong>Bookings</strong> page lists the bookings of your tours and cruises, newest first: guest, tour or cruise, booking date, departure date, amounts and status.</p>" +
        "<ol>" +
        "<li>Type an <strong>Order number</strong> and click <strong>Search</strong> to find a booking; clear it to see the whole list again.</li>" +
        "<li>Click <strong>Download CSV</strong> to download the list you are looking at.</li>" +
        "<li>Click the order number or <strong>View</strong> to open a booking: confirm, cancel, start or complete it there.</li>" +
        "</ol>" +
        "<p>A paid booking needs your confirmation before its departure date.</p>",
    },
  },
  {
    _id: "help-tour-booking-detail",
    title: { vi: "Chi tiết đơn đặt tour và du thuyền", en: "Tour and cruise booking details" },
    labels: [
      "bookings:action.confirmed",
      "bookings:words.tour.operator",
      "bookings:words.cruise.operator",
      "bookings:contact.update",
      "bookings:action.cancelled",
      "bookings:action.reason",
      "bookings:words.tour.agency_begin",
      "bookings:words.tour.agency_completed",
      "bookings:words.cruise.agency_completed",
      "bookings:detail.downloadQr",
    ],
    content: {
      vi:
        "<p>Trang chi tiết đơn cho thấy tour hoặc du thuyền đã đặt, ngày khởi hành, số khách, khách hàng, người liên hệ, mã QR và các khoản tiền. Chỉ các nút mà đơn cho phép lúc này mới hiện ra.</p>" +
        "<ol>" +
        "<li>Đơn đã thanh toán: nhấn <strong>Xác nhận đơn</strong> trước ngày khởi hành và nhập người điều hành mà khách sẽ gặp (<strong>Điều hành tour</strong> hoặc <strong>Điều hành du thuyền</strong>, bắt buộc); hướng dẫn viên và tài xế có thể thêm ngay hoặc sau bằng <strong>Cập nhật</strong>.</li>" +
        "<li>Nếu không thể phục vụ, nhấn <strong>Hủy đơn</strong> trước ngày khởi hành và nhập <strong>Lý do hủy</strong>; khách sẽ được báo lý do.</li>" +
        "<li>Vào ngày khởi hành, nhấn <strong>Bắt đầu tour</strong> (hoặc bắt đầu chuyến du thuyền).</li>" +
        "<li>Khi chuyến đi kết thúc, nhấn <strong>Hoàn thành tour</strong> hoặc <strong>Hoàn thành chuyến du thuyền</strong>.</li>" +
        "</ol>" +
        "<p>Nhấn <strong>Tải mã QR (PNG)</strong> để lưu mã QR của đơn. Đơn đã hoàn thành được tính vào thống kê tài chính.</p>",
      en:
        "<p>A booking's page shows the booked tour or cruise, the departure date, travellers, the guest, the contacts, the QR code and the amounts. Only the buttons the booking allows now are shown.</p>" +
        "<ol>" +
        "<li>A paid booking: click <strong>Confirm booking</strong> before the departure date and give the operator the guest will meet (the <strong>Tour operator</strong> or <strong>Cruise operator</strong>, required); a guide and a driver can be added now or later with <strong>Update</strong>.</li>" +
        "<li>If you cannot serve it, click <strong>Cancel booking</strong> before the departure date and enter the <strong>Reason for cancelling</strong>; the guest is told the reason.</li>" +
        "<li>On the departure date, click <strong>Start tour</strong> (or start the cruise).</li>" +
        "<li>When the trip is over, click <strong>Complete tour</strong> or <strong>Complete cruise</strong>.</li>" +
        "</ol>" +
        "<p>Click <strong>Download QR (PNG)</strong> to save the booking's QR code. Completed bookings count in the financial statistics.</p>",
    },
  },
  {
    _id: "help-dashboard",
    title: { vi: "Trang tổng quan", en: "Dashboard" },
    labels: [
      "layout:menu.dashboard",
      "layout:dashboard.verified",
      "layout:menu.tourGroup",
      "layout:menu.tours",
      "layout:menu.cruises",
      "layout:menu.bookings",
      "layout:menu.statistic",
      "layout:menu.statisticRevenue",
      "layout:menu.transportGroup",
      "layout:menu.transportServices",
      "layout:menu.transportOptions",
      "layout:menu.hotelGroup",
      "layout:menu.hotels",
      "layout:menu.bikeGroup",
      "layout:account.information",
      "layout:account.changePassword",
      "layout:account.logout",
      "common:help.open",
    ],
    content: {
      vi:
        "<p>Trang <strong>Tổng quan</strong> mở ra sau khi đăng nhập: lời chào, tên doanh nghiệp và trạng thái xác minh của bạn (ví dụ <strong>Nhà cung cấp đã xác minh</strong>).</p>" +
        "<ol>" +
        "<li>Mở trang cần làm việc từ menu bên trái. Nhóm <strong>Tour & du thuyền</strong> có <strong>Quản lý tour</strong>, <strong>Quản lý du thuyền</strong>, <strong>Đơn đặt chỗ</strong>, <strong>Thống kê dịch vụ</strong> và <strong>Thống kê tài chính</strong>; nhóm <strong>Vận chuyển</strong> có <strong>Dịch vụ</strong>, <strong>Xe cho thuê</strong> cùng đơn đặt và thống kê của xe.</li>" +
        "<li>Nhóm <strong>Khách sạn</strong> có <strong>Quản lý khách sạn</strong> (khách sạn, loại phòng và lịch bán phòng) cùng đơn đặt chỗ và thống kê của khách sạn. Các trang của nhóm <strong>Xe hai bánh</strong> đang được xây dựng: các mục này mở một trang báo sắp ra mắt.</li>" +
        "<li>Menu tài khoản trên thanh trên cùng dẫn tới <strong>Thông tin tài khoản</strong>, <strong>Đổi mật khẩu</strong> và <strong>Đăng xuất</strong>; nút ngôn ngữ bên cạnh đổi giữa tiếng Việt và tiếng Anh.</li>" +
        "<li>Trên mỗi trang, nút <strong>Trợ giúp</strong> mở hướng dẫn của chính trang đó.</li>" +
        "</ol>" +
        "<p>Menu chỉ hiện các nhóm dịch vụ bạn kinh doanh. Nếu chưa được xác minh, hãy hoàn thiện hồ sơ nhà cung cấp và gửi yêu cầu xác minh.</p>",
      en:
        "<p>The <strong>Dashboard</strong> opens after you sign in: a welcome, your business name and your verification status (for example <strong>Verified supplier</strong>).</p>" +
        "<ol>" +
        "<li>Open the page you want from the side menu. The <strong>Tours & cruises</strong> group has <strong>Tour manager</strong>, <strong>Cruise manager</strong>, <strong>Bookings</strong>, <strong>Service statistics</strong> and <strong>Financial statistics</strong>; the <strong>Transport</strong> group has <strong>Services</strong>, <strong>Vehicles for rent</strong> and the transfers' bookings and statistics.</li>" +
        "<li>The <strong>Hotels</strong> group has the <strong>Hotel manager</strong> (hotels, room types and their sales calendar) with the hotel bookings and statistics. The <strong>Two-wheeled vehicles</strong> pages are still being built: their items open a coming-soon page.</li>" +
        "<li>The account menu on the top bar leads to <strong>Account information</strong>, <strong>Change password</strong> and <strong>Log out</strong>; the language button next to it switches between Vietnamese and English.</li>" +
        "<li>On every page, the <strong>Help</strong> button opens the guide of that page.</li>" +
        "</ol>" +
        "<p>The menu shows only the service groups you sell. If you are not verified yet, complete your supplier profile and request verification.</p>",
    },
  },
  {
    _id: "help-profile",
    title: { vi: "Hồ sơ", en: "Profile" },
    labels: [
      "profile:hub.title",
      "profile:hub.agency.title",
      "profile:status.verified",
      "profile:hub.user.title",
      "profile:hub.changePass.title",
      "profile:hub.information.title",
    ],
    content: {
      vi:
        "<p>Trang <strong>Hồ sơ</strong> dẫn tới mọi thông tin về tài khoản và doanh nghiệp của bạn. Nhấn một mục để mở trang của nó.</p>" +
        "<ul>" +
        "<li><strong>Hồ sơ nhà cung cấp</strong>: thông tin công ty, giấy tờ, tài khoản ngân hàng và yêu cầu xác minh. Nhãn bên cạnh cho biết trạng thái, ví dụ <strong>Đã xác minh</strong>.</li>" +
        "<li><strong>Tài khoản cá nhân</strong>: họ tên, giới tính, ngày sinh và số điện thoại của người quản lý tài khoản.</li>" +
        "<li><strong>Đổi mật khẩu</strong>: đặt mật khẩu đăng nhập mới.</li>" +
        "<li><strong>Thông tin tài khoản</strong>: xem nhanh tài khoản và nhà cung cấp của bạn.</li>" +
        "</ul>" +
        "<p>Thay đổi ở hồ sơ nhà cung cấp và tài khoản cá nhân được sàn kiểm duyệt trước khi áp dụng.</p>",
      en:
        "<p>The <strong>Profile</strong> page leads to everything about your account and your business. Click an item to open its page.</p>" +
        "<ul>" +
        "<li><strong>Supplier profile</strong>: company details, documents, bank account and the verification request. The tag beside it shows the status, for example <strong>Verified</strong>.</li>" +
        "<li><strong>Personal account</strong>: the name, gender, date of birth and phone number of the person who manages the account.</li>" +
        "<li><strong>Change password</strong>: set a new sign-in password.</li>" +
        "<li><strong>Account information</strong>: your account and your supplier at a glance.</li>" +
        "</ul>" +
        "<p>Changes to the supplier profile and the personal account are reviewed by the marketplace before they take effect.</p>",
    },
  },
  {
    _id: "help-profile-user",
    title: { vi: "Tài khoản cá nhân", en: "Personal account" },
    labels: [
      "profile:user.title",
      "profile:user.lastname",
      "profile:user.firstname",
      "profile:user.sex",
      "profile:user.dob",
      "common:phone.country",
      "profile:user.phone",
      "profile:save",
    ],
    content: {
      vi:
        "<p>Trang <strong>Tài khoản cá nhân</strong> lưu thông tin của người quản lý tài khoản này; sàn dùng chúng khi cần liên hệ với bạn.</p>" +
        "<ol>" +
        "<li>Nhập <strong>Họ</strong> và <strong>Tên</strong>, chọn <strong>Giới tính</strong>.</li>" +
        "<li>Chọn <strong>Ngày sinh</strong>: bạn phải đủ 18 tuổi.</li>" +
        "<li>Chọn <strong>Mã quốc gia</strong> (mặc định Việt Nam, +84) rồi nhập <strong>Số điện thoại</strong>.</li>" +
        "<li>Nhấn <strong>Lưu</strong>.</li>" +
        "</ol>" +
        "<p>Thay đổi được sàn kiểm duyệt trước khi áp dụng; trong lúc chờ, thông tin cũ vẫn được dùng.</p>",
      en:
        "<p>The <strong>Personal account</strong> page holds the details of the person who manages this account; the marketplace uses them to contact you.</p>" +
        "<ol>" +
        "<li>Enter your <strong>First name</strong> and <strong>Last name</strong> and choose your <strong>Gender</strong>.</li>" +
        "<li>Choose your <strong>Date of birth</strong>: you must be at least 18.</li>" +
        "<li>Choose the <strong>Country code</strong> (Vietnam, +84, by default), then enter your <strong>Phone number</strong>.</li>" +
        "<li>Click <strong>Save</strong>.</li>" +
        "</ol>" +
        "<p>Changes are reviewed by the marketplace before they take effect; until then your previous details stay in use.</p>",
    },
  },
  {
    _id: "help-profile-change-pass",
    title: { vi: "Đổi mật khẩu", en: "Change password" },
    labels: [
      "profile:changePass.title",
      "profile:changePass.old",
      "profile:changePass.new",
      "profile:changePass.confirm",
      "profile:changePass.submit",
    ],
    content: {
      vi:
        "<p>Trang <strong>Đổi mật khẩu</strong> đặt mật khẩu mới cho tài khoản quản trị của bạn.</p>" +
        "<ol>" +
        "<li>Nhập <strong>Mật khẩu hiện tại</strong>.</li>" +
        "<li>Nhập <strong>Mật khẩu mới</strong> (tối đa 100 ký tự) và gõ lại đúng như vậy ở ô <strong>Nhập lại mật khẩu mới</strong>.</li>" +
        "<li>Nhấn nút <strong>Đổi mật khẩu</strong>.</li>" +
        "</ol>" +
        "<p>Nếu mật khẩu hiện tại không đúng, mật khẩu không đổi. Từ lần đăng nhập sau, hãy dùng mật khẩu mới; đừng dùng lại mật khẩu của trang khác và đừng chia sẻ nó với ai.</p>",
      en:
        "<p>The <strong>Change password</strong> page sets a new password for your back-office account.</p>" +
        "<ol>" +
        "<li>Enter your <strong>Current password</strong>.</li>" +
        "<li>Enter the <strong>New password</strong> (up to 100 characters) and type it again in <strong>Confirm new password</strong>.</li>" +
        "<li>Click the <strong>Change password</strong> button.</li>" +
        "</ol>" +
        "<p>If the current password is wrong, nothing changes. Sign in with the new password from then on; do not reuse a password from another site and never share it.</p>",
    },
  },
  {
    _id: "help-profile-agency",
    title: { vi: "Hồ sơ nhà cung cấp", en: "Supplier profile" },
    labels: [
      "profile:agency.title",
      "profile:agency.statusLabel",
      "profile:agency.sections.general",
      "profile:agency.logo",
      "profile:agency.name",
      "profile:agency.ownerName",
      "profile:agency.type",
      "profile:agency.types.organisation",
      "profile:agency.types.individual",
      "common:places.refresh",
      "profile:agency.contactMethods",
      "profile:agency.addContact",
      "profile:agency.sections.business",
      "profile:agency.taxCode",
      "profile:agency.sections.organisation",
      "profile:agency.sections.individual",
      "profile:agency.sections.bank",
      "profile:save",
      "profile:agency.requestVerify",
    ],
    content: {
      vi:
        "<p>Trang <strong>Hồ sơ nhà cung cấp</strong> lưu hồ sơ doanh nghiệp của bạn; tiền thanh toán được chuyển vào tài khoản ngân hàng khai báo ở đây. Ô <strong>Xác minh</strong> ở đầu trang cho biết trạng thái: chưa xác minh, đang chờ xác minh hoặc đã xác minh.</p>" +
        "<ol>" +
        "<li>Ở phần <strong>Thông tin chung</strong>, tải <strong>Logo</strong> (JPG hoặc PNG, tối đa 20 MB, thu nhỏ dưới 1 MB khi lưu), nhập <strong>Tên nhà cung cấp</strong>, <strong>Tên chủ sở hữu</strong> và chọn <strong>Đăng ký với tư cách</strong> <strong>Tổ chức</strong> hoặc <strong>Cá nhân</strong>.</li>" +
        "<li>Nhập email, số điện thoại và địa chỉ; khi không có JavaScript, nhấn <strong>Hiện quốc gia và thành phố theo lựa chọn này</strong> sau khi chọn khu vực hoặc quốc gia. Thêm các <strong>Phương thức liên hệ</strong> (điện thoại, Zalo, WhatsApp, Viber) bằng <strong>Thêm phương thức liên hệ</strong>, và tối đa 3 ảnh doanh nghiệp.</li>" +
        "<li>Ở phần <strong>Thông tin doanh nghiệp</strong>, nhập <strong>Mã số thuế</strong> và nơi đăng ký, rồi tải giấy tờ: mục <strong>Giấy tờ tổ chức</strong> nếu bạn là tổ chức (giấy chứng nhận kinh doanh dạng PDF dưới 5 MB và giấy tờ xác minh), mục <strong>Giấy tờ cá nhân</strong> nếu bạn là cá nhân (số CMND/hộ chiếu và ảnh hai mặt).</li>" +
        "<li>Nhập <strong>Tài khoản ngân hàng</strong> nhận tiền; tên chủ tài khoản viết in hoa.</li>" +
        "<li>Nhấn <strong>Lưu</strong>. Khi hồ sơ đã đủ, nhấn <strong>Gửi yêu cầu xác minh</strong> (nút này chỉ có khi bạn chưa được xác minh và chưa gửi yêu cầu).</li>" +
        "</ol>" +
        "<p>Yêu cầu xác minh được xem xét trong vòng 24 giờ. Mọi thay đổi của hồ sơ được sàn kiểm duyệt trước khi áp dụng.</p>",
      en:
        "<p>The <strong>Supplier profile</strong> page holds your business record; payouts go to the bank account you enter here. The <strong>Verification</strong> tag at the top shows its status: not verified, awaiting verification or verified.</p>" +
        "<ol>" +
        "<li>In <strong>General information</strong>, upload the <strong>Logo</strong> (JPG or PNG, up to 20 MB, made smaller than 1 MB on save), enter the <strong>Supplier name</strong> and <strong>Owner name</strong>, and choose <strong>Register as</strong> <strong>Organisation</strong> or <strong>Individual</strong>.</li>" +
        "<li>Enter the email, phone number and address; without JavaScript, click <strong>Show the countries and cities of this choice</strong> after choosing an area or country. Add your <strong>Contact methods</strong> (phone, Zalo, WhatsApp, Viber) with <strong>Add a contact method</strong>, and up to 3 business images.</li>" +
        "<li>In <strong>Business information</strong>, enter the <strong>Tax code</strong> and place of registration, then upload the documents: <strong>Organisation documents</strong> if you register as an organisation (the business certificate as a PDF under 5 MB and a verification document), <strong>Individual documents</strong> if you register as an individual (ID card or passport number and both sides).</li>" +
        "<li>Enter the <strong>Bank account</strong> that receives your payouts; the account holder name in capital letters.</li>" +
        "<li>Click <strong>Save</strong>. Once the profile is complete, click <strong>Request verification</strong> (the button shows only while you are not verified and have not asked yet).</li>" +
        "</ol>" +
        "<p>Verification requests are reviewed within 24 hours. Every change to the profile is reviewed by the marketplace before it takes effect.</p>",
    },
  },
  {
    _id: "help-infomation",
    title: { vi: "Thông tin tài khoản", en: "Account information" },
    labels: [
      "profile:information.title",
      "profile:information.account",
      "profile:information.agency",
      "profile:information.currency",
      "profile:agency.statusLabel",
      "profile:edit",
    ],
    content: {
      vi:
        "<p>Trang <strong>Thông tin tài khoản</strong> cho xem nhanh tài khoản của bạn; trang này chỉ để xem.</p>" +
        "<ul>" +
        "<li><strong>Tài khoản đăng nhập</strong>: email đăng nhập, họ tên, giới tính, ngày sinh và số điện thoại.</li>" +
        "<li><strong>Nhà cung cấp</strong>: tên, chủ sở hữu, email, điện thoại, địa chỉ, <strong>Tiền tệ</strong> dùng cho giá của bạn và trạng thái <strong>Xác minh</strong>.</li>" +
        "</ul>" +
        "<p>Nhấn <strong>Chỉnh sửa</strong> ở một khối để mở trang sửa của nó: tài khoản cá nhân hoặc hồ sơ nhà cung cấp.</p>",
      en:
        "<p>The <strong>Account information</strong> page shows your account at a glance; it is for viewing only.</p>" +
        "<ul>" +
        "<li><strong>Login account</strong>: sign-in email, full name, gender, date of birth and phone number.</li>" +
        "<li><strong>Supplier</strong>: name, owner, email, phone, address, the <strong>Currency</strong> your prices are in and the <strong>Verification</strong> status.</li>" +
        "</ul>" +
        "<p>Click <strong>Edit</strong> on a block to open its edit page: the personal account or the supplier profile.</p>",
    },
  },
  {
    _id: "help-tour-list",
    title: { vi: "Quản lý tour", en: "Tour manager" },
    labels: [
      "tours:list.title",
      "tours:list.filterName",
      "listing:filterArea",
      "tours:list.from",
      "tours:list.to",
      "common:list.search",
      "common:list.refresh",
      "tours:list.add",
      "common:edit",
      "tours:list.priceSetup",
      "common:delete",
    ],
    content: {
      vi:
        "<p>Trang <strong>Quản lý tour</strong> liệt kê các tour của bạn (du thuyền nằm ở trang riêng), 10 tour một trang, kèm thành phố, ngày tạo và trạng thái hoạt động.</p>" +
        "<ol>" +
        "<li>Lọc theo <strong>Tên tour</strong>, <strong>Khu vực</strong>, <strong>Tạo từ ngày</strong> và <strong>Đến ngày</strong> rồi nhấn <strong>Tìm kiếm</strong>; <strong>Làm mới</strong> bỏ các bộ lọc.</li>" +
        "<li>Nhấn <strong>Thêm tour</strong> để tạo tour mới.</li>" +
        "<li>Nhấn <strong>Sửa</strong> (hoặc tên tour) để đổi nội dung, loại tour hay hình ảnh.</li>" +
        "<li>Nhấn <strong>Thiết lập giá</strong> để mở trang giá hợp với tour: giá theo độ tuổi, giá theo số khách, lịch khởi hành (tour ghép đoàn) hoặc bảng giá trọn gói.</li>" +
        "<li>Nhấn <strong>Xóa</strong> để gỡ tour khỏi danh sách và khỏi bán; hệ thống hỏi lại và không thể hoàn tác.</li>" +
        "</ol>" +
        "<p>Tour mới hoặc vừa sửa được sàn kiểm duyệt trước khi hiển thị cho khách; tour chỉ bán được khi đã có giá.</p>",
      en:
        "<p>The <strong>Tour manager</strong> lists your tours (cruises have their own page), 10 a page, with their city, creation date and active status.</p>" +
        "<ol>" +
        "<li>Filter by <strong>Tour name</strong>, <strong>Area</strong>, <strong>Created from</strong> and <strong>Created to</strong>, then click <strong>Search</strong>; <strong>Refresh</strong> clears the filters.</li>" +
        "<li>Click <strong>Add a tour</strong> to create a tour.</li>" +
        "<li>Click <strong>Edit</strong> (or the tour's name) to change its content, type or images.</li>" +
        "<li>Click <strong>Prices</strong> to open the price page that fits the tour: prices by age, by group size, the departure calendar (group departure tours) or the price table.</li>" +
        "<li>Click <strong>Delete</strong> to remove a tour from your list and from sale; you are asked again, and it cannot be undone.</li>" +
        "</ol>" +
        "<p>A new or changed tour is reviewed by the marketplace before customers see it; a tour can be sold only once it has prices.</p>",
    },
  },
  {
    _id: "help-tour-form",
    title: { vi: "Thêm mới và chỉnh sửa tour", en: "Add and edit a tour" },
    labels: [
      "tours:form.language.vi",
      "tours:form.language.en",
      "tours:form.autoTranslateEn",
      "tours:form.name",
      "tours:form.content.overview",
      "tours:form.sections.place",
      "common:places.refresh",
      "tours:form.categories",
      "tours:form.interests",
      "tours:form.sections.type",
      "tours:form.type",
      "tours:form.optionalType",
      "tours:form.groupType",
      "tours:form.durationType",
      "tours:form.priceType",
      "tours:form.sections.images",
      "tours:form.create",
      "tours:form.update",
      "tours:form.setupPrices",
      "tours:form.later",
    ],
    content: {
      vi:
        "<p>Biểu mẫu này dùng để thêm mới hoặc sửa một tour, với nội dung bằng hai ngôn ngữ.</p>" +
        "<ol>" +
        "<li>Điền phần <strong>Tiếng Việt</strong>: <strong>Tên tour</strong>, <strong>Tổng quan</strong> (bắt buộc) và các mục khác như dịch vụ bao gồm, lịch trình chi tiết, chính sách hủy; dưới mỗi ô có giới hạn ký tự.</li>" +
        "<li>Điền phần <strong>Tiếng Anh</strong> tương tự, hoặc khi tạo tour, đánh dấu <strong>Tự động dịch sang tiếng Anh</strong>: phần tiếng Anh được dịch sẵn và chờ bạn đọc lại.</li>" +
        "<li>Ở phần <strong>Địa điểm và chủ đề</strong>, chọn khu vực, quốc gia, thành phố (không có JavaScript thì nhấn <strong>Hiện quốc gia và thành phố theo lựa chọn này</strong>), rồi chọn <strong>Danh mục</strong> và <strong>Sở thích</strong>.</li>" +
        "<li>Ở phần <strong>Loại tour, thời lượng và giá</strong>, chọn <strong>Loại tour</strong>; loại tour quyết định trang giá: tour tiêu chuẩn và combo theo <strong>Bảng giá</strong> bạn chọn (giá theo độ tuổi, theo số khách, hoặc bảng giá linh hoạt chỉ cho combo), tour trọn gói theo bảng giá trọn gói, tour ghép đoàn theo lịch khởi hành (chọn thêm <strong>Đối tượng khách</strong>), team building theo số khách, vé theo độ tuổi.</li>" +
        "<li>Chọn <strong>Tính thời lượng</strong> theo ngày hoặc theo giờ và phút, nhập giá từ và <strong>Tính giá</strong> theo người hoặc theo nhóm.</li>" +
        "<li>Ở phần <strong>Hình ảnh</strong>, tải tối đa 15 ảnh JPG/PNG, mỗi ảnh tối đa 20 MB (thu nhỏ dưới 1 MB khi lưu), cắt theo 1200×628; ảnh đầu tiên hiện trong danh sách.</li>" +
        "<li>Nhấn <strong>Tạo tour</strong> (hoặc <strong>Lưu thay đổi</strong> khi sửa). Hộp thoại sau khi lưu có <strong>Thiết lập giá</strong> để đặt giá ngay, hoặc <strong>Để sau</strong>.</li>" +
        "</ol>" +
        "<p>Tour mới và mọi thay đổi được sàn kiểm duyệt trước khi hiển thị cho khách.</p>",
      en:
        "<p>Use this form to add or edit a tour, with its content in both languages.</p>" +
        "<ol>" +
        "<li>Fill in the <strong>Vietnamese</strong> part: <strong>Tour name</strong>, <strong>Overview</strong> (required) and the other sections such as what is included, the detailed itinerary and the cancellation policy; each field shows its character limit.</li>" +
        "<li>Fill in the <strong>English</strong> part the same way or, when creating the tour, tick <strong>Translate automatically into English</strong>: the English part is translated for you and awaits your review.</li>" +
        "<li>In <strong>Place and themes</strong>, choose the area, country and city (without JavaScript, click <strong>Show the countries and cities of this choice</strong>), then the <strong>Categories</strong> and <strong>Interests</strong>.</li>" +
        "<li>In <strong>Type, duration and price</strong>, choose the <strong>Tour type</strong>; it decides the price page: standard tours and combos by the <strong>Price list</strong> you choose (price by age, by group size, or the flexible price table for combos only), package tours by the price table, group departure tours by the departure calendar (also choose the <strong>Guests</strong>), team building by group size, tickets by age.</li>" +
        "<li>Choose whether the <strong>Duration counted</strong> is in days or in hours and minutes, enter the price from, and choose the <strong>Price per</strong> person or group.</li>" +
        "<li>In <strong>Images</strong>, upload up to 15 JPG/PNG images up to 20 MB each (made smaller than 1 MB on save), cropped to 1200×628; the first one shows in the list.</li>" +
        "<li>Click <strong>Create tour</strong> (or <strong>Save changes</strong> when editing). The dialog after saving offers <strong>Set up prices</strong> to price the tour now, or <strong>Later</strong>.</li>" +
        "</ol>" +
        "<p>A new tour and every change are reviewed by the marketplace before customers see them.</p>",
    },
  },
  {
    _id: "help-tour-age",
    title: { vi: "Giá theo độ tuổi", en: "Prices by age" },
    labels: [
      "tours:age.title",
      "tours:age.add",
      "tours:age.nameVi",
      "tours:age.nameEn",
      "tours:form.autoTranslateEn",
      "tours:age.min",
      "tours:age.max",
      "tours:commission.type",
      "tours:commission.types.percent",
      "tours:commission.types.net",
      "tours:commission.value.percent",
      "common:save",
      "tours:commission.receive",
      "common:edit",
      "common:delete",
    ],
    content: {
      vi:
        "<p>Trang <strong>Giá theo độ tuổi</strong> đặt một mức giá cho mỗi nhóm tuổi của khách (người lớn, trẻ em, em bé...).</p>" +
        "<ol>" +
        "<li>Nhấn <strong>Thêm giá theo độ tuổi</strong>, một hộp thoại hiện ra.</li>" +
        "<li>Nhập <strong>Tên (tiếng Việt)</strong> và <strong>Tên (tiếng Anh)</strong> của nhóm tuổi (tối đa 50 ký tự; có gợi ý Người lớn, Trẻ em...), hoặc đánh dấu <strong>Tự động dịch sang tiếng Anh</strong>.</li>" +
        "<li>Nhập giá, <strong>Số khách tối thiểu</strong> và <strong>Số khách tối đa</strong> (không nhỏ hơn số tối thiểu).</li>" +
        "<li>Chọn <strong>Hoa hồng</strong>: <strong>Phần trăm: phần bạn nhận</strong> rồi nhập <strong>Phần bạn nhận (%)</strong> từ 1 đến 100, sàn giữ phần còn lại; hoặc <strong>Net: số tiền sàn thu</strong> rồi nhập số tiền sàn thu mỗi khách, không lớn hơn giá. Ví dụ tính sẵn hiện dưới ô.</li>" +
        "<li>Nhấn <strong>Lưu</strong>. Cột <strong>Bạn nhận mỗi khách</strong> cho biết số tiền bạn nhận.</li>" +
        "</ol>" +
        "<p>Nhấn <strong>Sửa</strong> để đổi một nhóm tuổi, <strong>Xóa</strong> để ngừng bán nhóm đó (hệ thống hỏi lại).</p>",
      en:
        "<p>The <strong>Prices by age</strong> page sets one price for each age group of guests (adult, child, infant...).</p>" +
        "<ol>" +
        "<li>Click <strong>Add an age price</strong>; a dialog opens.</li>" +
        "<li>Enter the age group's <strong>Name (Vietnamese)</strong> and <strong>Name (English)</strong> (up to 50 characters; Adult, Child... are suggested), or tick <strong>Translate automatically into English</strong>.</li>" +
        "<li>Enter the price, the <strong>Minimum guests</strong> and the <strong>Maximum guests</strong> (not below the minimum).</li>" +
        "<li>Choose the <strong>Commission</strong>: <strong>Percent: your share</strong>, then enter <strong>Your share (%)</strong> from 1 to 100, the marketplace keeps the rest; or <strong>Net: marketplace's amount</strong>, then enter what the marketplace keeps per guest, not above the price. A worked example shows under the field.</li>" +
        "<li>Click <strong>Save</strong>. The <strong>You receive per guest</strong> column shows what you get.</li>" +
        "</ol>" +
        "<p>Click <strong>Edit</strong> to change an age group, <strong>Delete</strong> to stop selling it (you are asked again).</p>",
    },
  },
  {
    _id: "help-tour-optional-group-size",
    title: { vi: "Giá theo số khách", en: "Prices by group size" },
    labels: [
      "tours:groups.title",
      "tours:groups.add",
      "tours:groups.nameVi",
      "tours:groups.nameEn",
      "tours:age.min",
      "tours:age.max",
      "tours:groups.options",
      "tours:groups.optionVi",
      "tours:groups.optionEn",
      "tours:commission.type",
      "tours:groups.addOption",
      "common:save",
      "common:edit",
      "tours:groups.copy",
      "common:delete",
    ],
    content: {
      vi:
        "<p>Trang <strong>Giá theo số khách</strong> định giá tour theo số người đi cùng nhau: mỗi nhóm khách (ví dụ 1–2 khách, 3–6 khách) có các tùy chọn riêng, mỗi tùy chọn một giá mỗi khách.</p>" +
        "<ol>" +
        "<li>Nhấn <strong>Thêm nhóm khách</strong>, một hộp thoại hiện ra.</li>" +
        "<li>Nhập <strong>Tên nhóm (tiếng Việt)</strong>, <strong>Tên nhóm (tiếng Anh)</strong>, <strong>Số khách tối thiểu</strong> và <strong>Số khách tối đa</strong> của nhóm.</li>" +
        "<li>Trong <strong>Tùy chọn</strong>, nhập <strong>Tên tùy chọn (tiếng Việt)</strong> và <strong>Tên tùy chọn (tiếng Anh)</strong> (3–100 ký tự, ví dụ xe riêng có máy lạnh), giá mỗi khách và <strong>Hoa hồng</strong> (phần trăm bạn nhận, hoặc số tiền sàn thu mỗi khách, không lớn hơn giá). Nhấn <strong>Thêm tùy chọn</strong> để thêm tùy chọn khác.</li>" +
        "<li>Nhấn <strong>Lưu</strong>.</li>" +
        "</ol>" +
        "<p>Mỗi nhóm cần ít nhất một tùy chọn; số tối đa không nhỏ hơn số tối thiểu. Ở mỗi dòng, <strong>Sửa</strong> đổi nhóm, <strong>Sao chép</strong> tạo một nhóm giống hệt để sửa tiếp, <strong>Xóa</strong> gỡ nhóm cùng các tùy chọn của nó (hệ thống hỏi lại).</p>",
      en:
        "<p>The <strong>Prices by group size</strong> page prices a tour by how many people travel together: each passenger group (for example 1–2 guests, 3–6 guests) has its own options, each with a price per guest.</p>" +
        "<ol>" +
        "<li>Click <strong>Add a passenger group</strong>; a dialog opens.</li>" +
        "<li>Enter the <strong>Group name (Vietnamese)</strong>, the <strong>Group name (English)</strong>, and the group's <strong>Minimum guests</strong> and <strong>Maximum guests</strong>.</li>" +
        "<li>Under <strong>Options</strong>, enter the <strong>Option name (Vietnamese)</strong> and <strong>Option name (English)</strong> (3–100 characters, for example private air-conditioned car), the price per guest and the <strong>Commission</strong> (your share in percent, or the marketplace's amount per guest, not above the price). Click <strong>Add an option</strong> for another option.</li>" +
        "<li>Click <strong>Save</strong>.</li>" +
        "</ol>" +
        "<p>Each group needs at least one option; a maximum is never below its minimum. On each row, <strong>Edit</strong> changes the group, <strong>Copy</strong> makes an identical group to adjust, and <strong>Delete</strong> removes the group with its options (you are asked again).</p>",
    },
  },
  {
    _id: "help-tour-calendar-group-option",
    title: { vi: "Lịch khởi hành", en: "Departure calendar" },
    labels: [
      "tours:calendar.title",
      "tours:calendar.add",
      "tours:calendar.departure",
      "tours:calendar.available",
      "tours:groups.options",
      "tours:calendar.sort",
      "tours:commission.type",
      "tours:groups.addOption",
      "common:save",
      "tours:calendar.seats",
      "common:edit",
      "tours:groups.copy",
      "tours:calendar.bookings",
      "common:delete",
    ],
    content: {
      vi:
        "<p>Trang <strong>Lịch khởi hành</strong> của tour ghép đoàn liệt kê các chuyến khởi hành: ngày giờ, số chỗ còn lại, các tùy chọn giá, phụ thu phòng đơn và giường phụ, số đơn đặt. Khách chỉ đặt được các ngày có ở đây.</p>" +
        "<ol>" +
        "<li>Nhấn <strong>Thêm ngày khởi hành</strong>, một hộp thoại hiện ra.</li>" +
        "<li>Nhập ngày giờ <strong>Khởi hành</strong> (giờ Việt Nam, không ở quá khứ) và <strong>Số chỗ mở bán</strong> (1–1000).</li>" +
        "<li>Trong <strong>Tùy chọn</strong>, nhập tên hai ngôn ngữ (ví dụ Người lớn, Trẻ em 5–11), giá, số khách tối thiểu, <strong>Thứ tự</strong> hiển thị và <strong>Hoa hồng</strong>; nhấn <strong>Thêm tùy chọn</strong> để thêm dòng.</li>" +
        "<li>Nhập phụ thu phòng đơn và phụ thu giường phụ, mỗi khoản kèm hoa hồng, rồi nhấn <strong>Lưu</strong>.</li>" +
        "</ol>" +
        "<p>Cột <strong>Chỗ</strong> cho biết số chỗ còn trống. <strong>Sửa</strong> chỉ có với chuyến chưa khởi hành; <strong>Sao chép</strong> tạo chuyến mới với cùng giá để bạn chọn ngày khác. Chuyến đã có khách đặt không xóa được: nút <strong>Đơn đặt</strong> mở danh sách đơn của chuyến thay cho <strong>Xóa</strong>.</p>",
      en:
        "<p>The <strong>Departure calendar</strong> of a group departure tour lists its departures: date and time, seats left, the price options, single-room and extra-bed surcharges, and the number of bookings. Customers can book only the dates listed here.</p>" +
        "<ol>" +
        "<li>Click <strong>Add a departure</strong>; a dialog opens.</li>" +
        "<li>Enter the <strong>Departure</strong> date and time (Vietnam time, not in the past) and the <strong>Seats for sale</strong> (1–1000).</li>" +
        "<li>Under <strong>Options</strong>, enter each option's name in both languages (for example Adult, Child 5–11), its price, minimum guests, display <strong>Order</strong> and <strong>Commission</strong>; click <strong>Add an option</strong> for another row.</li>" +
        "<li>Enter the single-room and extra-bed surcharges, each with its commission, then click <strong>Save</strong>.</li>" +
        "</ol>" +
        "<p>The <strong>Seats</strong> column shows the seats still free. <strong>Edit</strong> shows only for departures not yet gone; <strong>Copy</strong> makes a new departure with the same prices for another date. A departure with bookings cannot be deleted: its <strong>Bookings</strong> button lists them instead of <strong>Delete</strong>.</p>",
    },
  },
  {
    _id: "help-tour-price-table",
    title: { vi: "Bảng giá trọn gói", en: "Price table" },
    labels: [
      "priceTable:title",
      "priceTable:sections.groups",
      "priceTable:addGroup",
      "priceTable:sections.classes",
      "priceTable:addClass",
      "priceTable:sections.grid",
      "tours:commission.type",
      "priceTable:sections.children",
      "priceTable:addChild",
      "priceTable:percent",
      "priceTable:remove",
      "priceTable:autoTranslate",
      "priceTable:save",
    ],
    content: {
      vi:
        "<p><strong>Bảng giá trọn gói</strong> (tour trọn gói và combo có bảng giá linh hoạt) là một lưới: mỗi cột là một nhóm khách, mỗi dòng là một hạng dịch vụ, mỗi ô là giá mỗi khách.</p>" +
        "<ol>" +
        "<li>Ở <strong>Nhóm hành khách (cột)</strong>, nhập tên hai ngôn ngữ và số khách tối thiểu, tối đa của từng nhóm (ví dụ 1–2 khách, 3–5 khách); <strong>Thêm nhóm khách</strong> thêm một cột.</li>" +
        "<li>Ở <strong>Hạng dịch vụ (dòng)</strong>, nhập tên hạng (ví dụ khách sạn 3 sao, 4 sao) và phụ thu phòng đơn, giường phụ mỗi khách; <strong>Thêm hạng</strong> thêm một dòng.</li>" +
        "<li>Ở <strong>Bảng giá</strong>, nhập giá và <strong>Hoa hồng</strong> cho mọi ô; dưới mỗi ô hiện số tiền bạn nhận và sàn giữ.</li>" +
        "<li>Ở <strong>Giá trẻ em theo độ tuổi</strong>, nhấn <strong>Thêm giá trẻ em</strong> và nhập nhóm tuổi cùng <strong>Phần trăm giá người lớn (%)</strong> của ô tương ứng. Chưa có dòng nào thì trẻ em trả giá người lớn.</li>" +
        "<li>Nhấn <strong>Xóa</strong> để bỏ một nhóm, hạng hoặc giá trẻ em; đánh dấu <strong>Tự động dịch các tên sang tiếng Anh</strong> nếu cần, rồi nhấn <strong>Lưu bảng giá</strong>.</li>" +
        "</ol>" +
        "<p>Bảng giá chỉ lưu được khi mọi ô có giá, loại hoa hồng và giá trị hoa hồng khác 0. Tối đa 50 nhóm, 50 hạng và 20 giá trẻ em.</p>",
      en:
        "<p>The <strong>Price table</strong> (package tours and combos with a flexible price table) is a grid: each column is a passenger group, each row a class, each cell a price per guest.</p>" +
        "<ol>" +
        "<li>In <strong>Passenger groups (columns)</strong>, enter each group's name in both languages and its minimum and maximum guests (for example 1–2 guests, 3–5 guests); <strong>Add a passenger group</strong> adds a column.</li>" +
        "<li>In <strong>Classes (rows)</strong>, enter each class name (for example a 3-star or 4-star hotel) and its single-room and extra-bed surcharges per guest; <strong>Add a class</strong> adds a row.</li>" +
        "<li>In the <strong>Price grid</strong>, enter the price and the <strong>Commission</strong> of every cell; under each cell you see what you receive and what the marketplace keeps.</li>" +
        "<li>In <strong>Child prices by age</strong>, click <strong>Add a child price</strong> and enter the age group and the <strong>Percent of the adult price (%)</strong> of the matching cell. Without any, children pay the adult price.</li>" +
        "<li>Click <strong>Remove</strong> to drop a group, class or child price; tick <strong>Translate the names into English automatically</strong> if you wish, then click <strong>Save the price table</strong>.</li>" +
        "</ol>" +
        "<p>The table saves only when every cell has a price, a commission type and a commission value above zero. Up to 50 groups, 50 classes and 20 child prices.</p>",
    },
  },
  {
    _id: "help-cruise-list",
    title: { vi: "Quản lý du thuyền", en: "Cruise manager" },
    labels: [
      "cruise:list.title",
      "cruise:list.filterName",
      "listing:filterArea",
      "cruise:list.from",
      "cruise:list.to",
      "common:list.search",
      "common:list.refresh",
      "cruise:list.add",
      "common:edit",
      "cruise:list.cabins",
      "common:delete",
    ],
    content: {
      vi:
        "<p>Trang <strong>Quản lý du thuyền</strong> liệt kê các du thuyền của bạn, 10 du thuyền một trang, kèm thành phố, ngày tạo và trạng thái hoạt động.</p>" +
        "<ol>" +
        "<li>Lọc theo <strong>Tên du thuyền</strong>, <strong>Khu vực</strong>, <strong>Tạo từ ngày</strong> và <strong>Đến ngày</strong> rồi nhấn <strong>Tìm kiếm</strong>; <strong>Làm mới</strong> bỏ các bộ lọc.</li>" +
        "<li>Nhấn <strong>Thêm du thuyền</strong> để tạo du thuyền mới.</li>" +
        "<li>Nhấn <strong>Sửa</strong> (hoặc tên du thuyền) để đổi nội dung, tiện nghi, hành trình hay hình ảnh.</li>" +
        "<li>Nhấn <strong>Cabin</strong> để quản lý các loại cabin và lịch bán cabin: số cabin mở bán và giá theo từng ngày.</li>" +
        "<li>Nhấn <strong>Xóa</strong> để gỡ du thuyền khỏi danh sách và khỏi bán; hệ thống hỏi lại và không thể hoàn tác.</li>" +
        "</ol>" +
        "<p>Du thuyền chỉ bán được khi có loại cabin đã mở bán trên lịch. Nội dung mới hoặc vừa sửa được sàn kiểm duyệt trước khi hiển thị.</p>",
      en:
        "<p>The <strong>Cruise manager</strong> lists your cruises, 10 a page, with their city, creation date and active status.</p>" +
        "<ol>" +
        "<li>Filter by <strong>Cruise name</strong>, <strong>Area</strong>, <strong>Created from</strong> and <strong>Created to</strong>, then click <strong>Search</strong>; <strong>Refresh</strong> clears the filters.</li>" +
        "<li>Click <strong>Add a cruise</strong> to create a cruise.</li>" +
        "<li>Click <strong>Edit</strong> (or the cruise's name) to change its content, facilities, trip or images.</li>" +
        "<li>Click <strong>Cabins</strong> to manage its cabin types and the cabin sales calendar: cabins for sale and prices day by day.</li>" +
        "<li>Click <strong>Delete</strong> to remove a cruise from your list and from sale; you are asked again, and it cannot be undone.</li>" +
        "</ol>" +
        "<p>A cruise can be sold only once a cabin type is on sale on the calendar. New or changed content is reviewed by the marketplace before it shows.</p>",
    },
  },
  {
    _id: "help-cruise-form",
    title: { vi: "Thêm mới và chỉnh sửa du thuyền", en: "Add and edit a cruise" },
    labels: [
      "tours:form.language.vi",
      "tours:form.language.en",
      "tours:form.autoTranslateEn",
      "cruise:form.name",
      "cruise:form.address",
      "tours:form.content.overview",
      "cruise:form.sections.place",
      "common:places.refresh",
      "cruise:form.facilities",
      "cruise:form.sections.trip",
      "cruise:form.durations",
      "cruise:form.checkin",
      "cruise:form.checkout",
      "cruise:form.stars",
      "cruise:form.commission",
      "tours:form.sections.images",
      "cruise:form.create",
      "cruise:form.update",
    ],
    content: {
      vi:
        "<p>Biểu mẫu này dùng để thêm mới hoặc sửa một du thuyền, với nội dung bằng hai ngôn ngữ.</p>" +
        "<ol>" +
        "<li>Điền phần <strong>Tiếng Việt</strong>: <strong>Tên du thuyền</strong>, <strong>Địa chỉ (nơi lên tàu)</strong>, <strong>Tổng quan</strong> và các mục khác như dịch vụ bao gồm, lịch trình chi tiết, chính sách hủy.</li>" +
        "<li>Điền phần <strong>Tiếng Anh</strong> tương tự, hoặc khi tạo du thuyền, đánh dấu <strong>Tự động dịch sang tiếng Anh</strong>.</li>" +
        "<li>Ở phần <strong>Địa điểm và tiện nghi</strong>, chọn khu vực, quốc gia, thành phố (không có JavaScript thì nhấn <strong>Hiện quốc gia và thành phố theo lựa chọn này</strong>) và đánh dấu <strong>Tiện nghi trên tàu</strong>.</li>" +
        "<li>Ở phần <strong>Hành trình và giá</strong>, chọn <strong>Thời lượng chuyến đi</strong> (một hoặc nhiều, ví dụ 2 ngày 1 đêm), <strong>Giờ nhận cabin</strong>, <strong>Giờ trả cabin</strong>, <strong>Hạng sao</strong>, giá từ và <strong>Phần của bạn (%)</strong> từ 1 đến 100 (sàn giữ phần còn lại).</li>" +
        "<li>Ở phần <strong>Hình ảnh</strong>, tải tối đa 15 ảnh JPG/PNG, mỗi ảnh tối đa 20 MB (thu nhỏ dưới 1 MB khi lưu), cắt theo tỉ lệ 1,6 (ví dụ 1280×800); ảnh đầu tiên hiện trong danh sách.</li>" +
        "<li>Nhấn <strong>Tạo du thuyền</strong> (hoặc <strong>Lưu thay đổi</strong> khi sửa). Du thuyền mới dẫn thẳng tới trang cabin để bạn thêm các loại cabin.</li>" +
        "</ol>" +
        "<p>Nội dung mới và mọi thay đổi được sàn kiểm duyệt trước khi hiển thị cho khách.</p>",
      en:
        "<p>Use this form to add or edit a cruise, with its content in both languages.</p>" +
        "<ol>" +
        "<li>Fill in the <strong>Vietnamese</strong> part: <strong>Cruise name</strong>, <strong>Address (boarding point)</strong>, <strong>Overview</strong> and the other sections such as what is included, the detailed itinerary and the cancellation policy.</li>" +
        "<li>Fill in the <strong>English</strong> part the same way or, when creating the cruise, tick <strong>Translate automatically into English</strong>.</li>" +
        "<li>In <strong>Place and facilities</strong>, choose the area, country and city (without JavaScript, click <strong>Show the countries and cities of this choice</strong>) and tick the <strong>Facilities on board</strong>.</li>" +
        "<li>In <strong>Trip and price</strong>, choose the <strong>Trip durations</strong> (one or more, for example 2 days 1 night), the <strong>Cabin check-in time</strong>, the <strong>Cabin check-out time</strong>, the <strong>Stars</strong>, the price from and <strong>Your share (%)</strong> from 1 to 100 (the marketplace keeps the rest).</li>" +
        "<li>In <strong>Images</strong>, upload up to 15 JPG/PNG images up to 20 MB each (made smaller than 1 MB on save), cropped to a 1.6 ratio (e.g. 1280×800); the first one shows in the list.</li>" +
        "<li>Click <strong>Create cruise</strong> (or <strong>Save changes</strong> when editing). A new cruise leads straight to its cabins page, to add its cabin types.</li>" +
        "</ol>" +
        "<p>New content and every change are reviewed by the marketplace before customers see them.</p>",
    },
  },
  {
    _id: "help-cruise-cabin-form",
    title: { vi: "Thêm mới và chỉnh sửa loại cabin", en: "Add and edit a cabin type" },
    labels: [
      "tours:form.language.vi",
      "tours:form.language.en",
      "tours:form.autoTranslateEn",
      "cruise:cabin.name",
      "cruise:cabin.note",
      "cruise:cabin.sections.beds",
      "listing:beds.type",
      "listing:beds.quantity",
      "listing:beds.add",
      "cruise:cabin.sections.details",
      "cruise:cabin.numCabin",
      "cruise:cabin.acreage",
      "cruise:cabin.status",
      "cruise:cabin.active",
      "cruise:cabin.closed",
      "cruise:cabin.allBoard",
      "cruise:cabin.extrabed",
      "cruise:cabin.facilities",
      "tours:form.sections.images",
      "cruise:cabin.create",
      "cruise:cabin.update",
    ],
    content: {
      vi:
        "<p>Biểu mẫu này dùng để thêm mới hoặc sửa một loại cabin của du thuyền (ví dụ Deluxe ban công).</p>" +
        "<ol>" +
        "<li>Ở phần <strong>Tiếng Việt</strong> và <strong>Tiếng Anh</strong>, nhập <strong>Tên loại cabin</strong> và <strong>Ghi chú</strong>; khi tạo mới, có thể đánh dấu <strong>Tự động dịch sang tiếng Anh</strong>.</li>" +
        "<li>Ở phần <strong>Giường và số khách</strong>, chọn <strong>Loại giường</strong> và <strong>Số lượng</strong>; <strong>Thêm giường</strong> thêm một dòng. Số khách được tính từ các giường, tối đa 10 khách một cabin.</li>" +
        "<li>Ở phần <strong>Thông tin cabin</strong>, nhập <strong>Số cabin loại này</strong> trên tàu, <strong>Diện tích (m²)</strong>, chọn <strong>Trạng thái</strong> <strong>Đang hoạt động</strong> hoặc <strong>Tạm đóng</strong>, đánh dấu <strong>Trọn gói ăn uống</strong> và <strong>Có giường phụ</strong> nếu đúng, rồi chọn ít nhất một mục <strong>Tiện nghi trong cabin</strong>.</li>" +
        "<li>Ở phần <strong>Hình ảnh</strong>, tải tối đa 11 ảnh JPG/PNG, mỗi ảnh tối đa 20 MB (thu nhỏ dưới 1 MB khi lưu); ảnh đầu tiên là ảnh bìa.</li>" +
        "<li>Nhấn <strong>Tạo loại cabin</strong> (hoặc <strong>Lưu thay đổi</strong> khi sửa): bạn quay về trang cabin của du thuyền.</li>" +
        "</ol>" +
        "<p>Giá cabin tính bằng tiền tệ của du thuyền và được đặt trên lịch bán cabin ở trang cabin, không phải ở biểu mẫu này.</p>",
      en:
        "<p>Use this form to add or edit a cabin type of a cruise (for example Deluxe Balcony).</p>" +
        "<ol>" +
        "<li>In the <strong>Vietnamese</strong> and <strong>English</strong> parts, enter the <strong>Cabin type name</strong> and a <strong>Note</strong>; when creating, you can tick <strong>Translate automatically into English</strong>.</li>" +
        "<li>In <strong>Beds and guests</strong>, choose the <strong>Bed type</strong> and <strong>Quantity</strong>; <strong>Add a bed</strong> adds a row. The guest count follows from the beds, at most 10 guests a cabin.</li>" +
        "<li>In <strong>Cabin details</strong>, enter the <strong>Cabins of this type</strong> on board and the <strong>Size (m²)</strong>, choose the <strong>Status</strong> <strong>Operating</strong> or <strong>Temporarily closed</strong>, tick <strong>All meals included</strong> and <strong>Extra bed available</strong> when they apply, and tick at least one of the <strong>Cabin facilities</strong>.</li>" +
        "<li>In <strong>Images</strong>, upload up to 11 JPG/PNG images up to 20 MB each (made smaller than 1 MB on save); the first one is the cover.</li>" +
        "<li>Click <strong>Create cabin type</strong> (or <strong>Save changes</strong> when editing): you return to the cruise's cabins page.</li>" +
        "</ol>" +
        "<p>Cabin prices are in the cruise's currency and are set on the cabin sales calendar of the cabins page, not in this form.</p>",
    },
  },
  {
    _id: "help-tour-statistic",
    title: { vi: "Thống kê đơn tour và du thuyền", en: "Tour and cruise booking statistics" },
    labels: [
      "bookings:statistic.title",
      "bookings:statistic.from",
      "bookings:statistic.to",
      "bookings:statistic.dateBy.label",
      "bookings:statistic.dateBy.created",
      "bookings:statistic.dateBy.date_travel",
      "common:list.search",
      "common:list.refresh",
      "bookings:statistic.chartTitle",
      "bookings:list.total",
      "bookings:list.realIncome",
      "bookings:list.open",
      "layout:menu.statisticRevenue",
    ],
    content: {
      vi:
        "<p>Trang <strong>Thống kê dịch vụ</strong> đếm các đơn tour và du thuyền của bạn theo trạng thái và liệt kê các đơn của từng trạng thái.</p>" +
        "<ol>" +
        "<li>Chọn <strong>Từ ngày</strong> và <strong>Đến ngày</strong>, rồi chọn <strong>Khoảng ngày tính theo</strong>: <strong>Ngày đặt</strong> (ngày khách đặt đơn) hoặc <strong>Ngày khởi hành</strong> (ngày tour hoặc chuyến du thuyền khởi hành). Nhấn <strong>Tìm kiếm</strong>; <strong>Làm mới</strong> bỏ bộ lọc và tính toàn bộ các đơn.</li>" +
        "<li>Câu dưới bộ lọc nhắc khoảng ngày đang chọn đơn theo ngày nào. Lựa chọn được giữ trong địa chỉ trang, nên một liên kết đã lưu mở lại đúng bộ lọc đó.</li>" +
        "<li>Biểu đồ <strong>Đơn theo trạng thái</strong> cho biết số đơn của mỗi trạng thái trong khoảng đã chọn.</li>" +
        "<li>Nhấn một thẻ trạng thái (kèm số đơn) để xem các đơn ở trạng thái đó: mã đơn, khách, dịch vụ với ngày đặt và ngày khởi hành, <strong>Tổng tiền</strong>, <strong>Thực nhận</strong> và trạng thái. Nhấn <strong>Xem</strong> để mở đơn.</li>" +
        "<li>Mỗi trang hiện 10 đơn; chuyển trang bằng các nút ở cuối danh sách.</li>" +
        "</ol>" +
        "<p>Trên điện thoại, mỗi đơn hiện thành một thẻ. Doanh thu và các khoản đã chuyển cho bạn ở trang <strong>Thống kê tài chính</strong>.</p>",
      en:
        "<p>The <strong>Service statistics</strong> page counts your tour and cruise bookings by status and lists the bookings of each status.</p>" +
        "<ol>" +
        "<li>Choose <strong>From</strong> and <strong>To</strong>, then what the <strong>Dates apply to</strong>: the <strong>Booking day</strong> (the day the guest booked) or the <strong>Departure day</strong> (the day the tour or cruise departs). Click <strong>Search</strong>; <strong>Refresh</strong> clears the filter and counts every booking.</li>" +
        "<li>The sentence under the filter says which day the range selects bookings by. The choice stays in the page's address, so a saved link opens the same filter again.</li>" +
        "<li>The <strong>Bookings by status</strong> chart shows how many bookings each status has in the chosen range.</li>" +
        "<li>Click a status tab (with its count) to list the bookings in that status: order number, guest, service with its booking day and departure day, <strong>Total</strong>, <strong>Real income</strong> and status. Click <strong>View</strong> to open a booking.</li>" +
        "<li>Each page shows 10 bookings; move between pages with the buttons under the list.</li>" +
        "</ol>" +
        "<p>On a phone each booking is a card. Your revenue and the payouts made to you are on the <strong>Financial statistics</strong> page.</p>",
    },
  },
  {
    _id: "help-tour-statistic-revenue",
    title: { vi: "Thống kê tài chính tour và du thuyền", en: "Tour and cruise financial statistics" },
    labels: [
      "bookings:revenue.title",
      "bookings:revenue.totalRevenue",
      "bookings:revenue.paid",
      "bookings:revenue.balance",
      "bookings:statistic.from",
      "bookings:statistic.to",
      "bookings:statistic.dateBy.label",
      "bookings:statistic.dateBy.created",
      "bookings:statistic.dateBy.date_travel",
      "common:list.search",
      "common:list.refresh",
      "bookings:revenue.chartTitle",
      "bookings:revenue.orders",
      "bookings:list.commission",
      "bookings:list.realIncome",
      "bookings:revenue.payments",
      "bookings:revenue.detail",
      "bookings:revenue.rate",
      "bookings:revenue.vndAmount",
    ],
    content: {
      vi:
        "<p>Trang <strong>Thống kê tài chính</strong> cho biết tiền bạn nhận từ tour và du thuyền: doanh thu của các đơn đã hoàn thành và các khoản sàn đã chuyển cho bạn, tính bằng VND.</p>" +
        "<ol>" +
        "<li>Ba thẻ đầu trang: <strong>Tổng doanh thu</strong> là phần thực nhận của các đơn đã hoàn thành; <strong>Đã thanh toán</strong> là các khoản sàn đã chuyển cho bạn; <strong>Số dư tài khoản</strong> là doanh thu trừ đã thanh toán. Khoản chi trả chưa rõ số tiền VND được ghi riêng trên thẻ, không bị bỏ qua.</li>" +
        "<li>Chọn <strong>Từ ngày</strong>, <strong>Đến ngày</strong> và <strong>Khoảng ngày tính theo</strong>: <strong>Ngày đặt</strong> hoặc <strong>Ngày khởi hành</strong> của đơn. Nhấn <strong>Tìm kiếm</strong>; <strong>Làm mới</strong> bỏ bộ lọc. Lựa chọn được giữ trong địa chỉ trang.</li>" +
        "<li>Khoảng ngày chọn các đơn theo ngày bạn chọn ở trên, còn các khoản thanh toán luôn được tính theo ngày thanh toán; câu dưới bộ lọc nhắc điều này.</li>" +
        "<li>Biểu đồ <strong>Doanh thu theo ngày</strong> cho biết thực nhận của từng ngày trong khoảng.</li>" +
        "<li>Thẻ <strong>Đơn có doanh thu</strong> liệt kê các đơn đã hoàn thành với tổng tiền, <strong>Hoa hồng</strong> và <strong>Thực nhận</strong>; nhấn mã đơn để mở đơn.</li>" +
        "<li>Thẻ <strong>Thanh toán</strong> liệt kê các khoản sàn đã chuyển: mã, ngày, phương thức, số tiền. Nhấn <strong>Chi tiết</strong> để xem ngân hàng, số tài khoản, <strong>Tỷ giá VND</strong> và <strong>Số tiền quy đổi VND</strong> của một khoản trả bằng ngoại tệ.</li>" +
        "<li>Mỗi trang hiện 10 dòng; chuyển trang bằng các nút ở cuối danh sách.</li>" +
        "</ol>" +
        "<p>Nếu một khoản không khớp với sao kê ngân hàng, hãy liên hệ bộ phận hỗ trợ của sàn kèm mã thanh toán.</p>",
      en:
        "<p>The <strong>Financial statistics</strong> page shows the money you earn from tours and cruises: the revenue of completed bookings and the payouts the marketplace made to you, in VND.</p>" +
        "<ol>" +
        "<li>The three cards on top: <strong>Total revenue</strong> is the real income of completed bookings; <strong>Paid to you</strong> is what the marketplace has paid out to you; <strong>Account balance</strong> is revenue minus paid. A payout of unknown VND amount is noted on the cards, never left out silently.</li>" +
        "<li>Choose <strong>From</strong>, <strong>To</strong> and what the <strong>Dates apply to</strong>: the <strong>Booking day</strong> or the <strong>Departure day</strong>. Click <strong>Search</strong>; <strong>Refresh</strong> clears the filter. The choice stays in the page's address.</li>" +
        "<li>The range selects bookings by the day you chose above, while payouts are always counted by their payment date; the sentence under the filter says so.</li>" +
        "<li>The <strong>Revenue by day</strong> chart shows the real income of each day in the range.</li>" +
        "<li>The <strong>Revenue bookings</strong> tab lists the completed bookings with their total, <strong>Commission</strong> and <strong>Real income</strong>; click an order number to open the booking.</li>" +
        "<li>The <strong>Payments</strong> tab lists the payouts made to you: ID, date, method, amount. Click <strong>Details</strong> to see the bank, account number, <strong>VND rate</strong> and <strong>Amount in VND</strong> of a payout made in another currency.</li>" +
        "<li>Each page shows 10 rows; move between pages with the buttons under the list.</li>" +
        "</ol>" +
        "<p>If a payout does not match your bank statement, contact the marketplace's support with its payment ID.</p>",
    },
  },
  {
    _id: "help-transport-statistic",
    title: { vi: "Thống kê chuyến xe", en: "Transfer booking statistics" },
    labels: [
      "bookings:statistic.title",
      "bookings:statistic.from",
      "bookings:statistic.to",
      "bookings:statistic.dateBy.label",
      "bookings:statistic.dateBy.created",
      "bookings:statistic.dateBy.date_pickup",
      "common:list.search",
      "common:list.refresh",
      "bookings:statistic.chartTitle",
      "bookings:list.total",
      "bookings:list.realIncome",
      "bookings:list.open",
      "layout:menu.statisticRevenue",
    ],
    content: {
      vi:
        "<p>Trang <strong>Thống kê dịch vụ</strong> đếm các chuyến xe khách đã đặt của bạn theo trạng thái và liệt kê các đơn của từng trạng thái.</p>" +
        "<ol>" +
        "<li>Chọn <strong>Từ ngày</strong> và <strong>Đến ngày</strong>, rồi chọn <strong>Khoảng ngày tính theo</strong>: <strong>Ngày đặt</strong> (ngày khách đặt đơn) hoặc <strong>Ngày đón</strong> (ngày đón khách). Nhấn <strong>Tìm kiếm</strong>; <strong>Làm mới</strong> bỏ bộ lọc và tính toàn bộ các đơn.</li>" +
        "<li>Câu dưới bộ lọc nhắc khoảng ngày đang chọn đơn theo ngày nào. Lựa chọn được giữ trong địa chỉ trang, nên một liên kết đã lưu mở lại đúng bộ lọc đó.</li>" +
        "<li>Biểu đồ <strong>Đơn theo trạng thái</strong> cho biết số đơn của mỗi trạng thái trong khoảng đã chọn.</li>" +
        "<li>Nhấn một thẻ trạng thái (kèm số đơn) để xem các đơn ở trạng thái đó: mã đơn, khách, dịch vụ với ngày đặt và giờ đón (UTC+7), <strong>Tổng tiền</strong>, <strong>Thực nhận</strong> và trạng thái. Nhấn <strong>Xem</strong> để mở đơn.</li>" +
        "<li>Mỗi trang hiện 10 đơn; chuyển trang bằng các nút ở cuối danh sách.</li>" +
        "</ol>" +
        "<p>Trên điện thoại, mỗi đơn hiện thành một thẻ. Doanh thu và các khoản đã chuyển cho bạn ở trang <strong>Thống kê tài chính</strong>.</p>",
      en:
        "<p>The <strong>Service statistics</strong> page counts your transfer bookings by status and lists the bookings of each status.</p>" +
        "<ol>" +
        "<li>Choose <strong>From</strong> and <strong>To</strong>, then what the <strong>Dates apply to</strong>: the <strong>Booking day</strong> (the day the guest booked) or the <strong>Pickup day</strong> (the day the guest is picked up). Click <strong>Search</strong>; <strong>Refresh</strong> clears the filter and counts every booking.</li>" +
        "<li>The sentence under the filter says which day the range selects bookings by. The choice stays in the page's address, so a saved link opens the same filter again.</li>" +
        "<li>The <strong>Bookings by status</strong> chart shows how many bookings each status has in the chosen range.</li>" +
        "<li>Click a status tab (with its count) to list the bookings in that status: order number, guest, service with its booking day and pickup time (UTC+7), <strong>Total</strong>, <strong>Real income</strong> and status. Click <strong>View</strong> to open a booking.</li>" +
        "<li>Each page shows 10 bookings; move between pages with the buttons under the list.</li>" +
        "</ol>" +
        "<p>On a phone each booking is a card. Your revenue and the payouts made to you are on the <strong>Financial statistics</strong> page.</p>",
    },
  },
  {
    _id: "help-transport-statistic-revenue",
    title: { vi: "Thống kê tài chính vận chuyển", en: "Transport financial statistics" },
    labels: [
      "bookings:revenue.title",
      "bookings:revenue.totalRevenue",
      "bookings:revenue.paid",
      "bookings:revenue.balance",
      "bookings:statistic.from",
      "bookings:statistic.to",
      "bookings:statistic.dateBy.label",
      "bookings:statistic.dateBy.created",
      "bookings:statistic.dateBy.date_pickup",
      "common:list.search",
      "common:list.refresh",
      "bookings:revenue.chartTitle",
      "bookings:revenue.orders",
      "bookings:list.commission",
      "bookings:list.realIncome",
      "bookings:revenue.payments",
      "bookings:revenue.detail",
      "bookings:revenue.rate",
      "bookings:revenue.vndAmount",
    ],
    content: {
      vi:
        "<p>Trang <strong>Thống kê tài chính</strong> cho biết tiền bạn nhận từ các chuyến xe: doanh thu của các đơn đã hoàn thành và các khoản sàn đã chuyển cho bạn, tính bằng VND.</p>" +
        "<ol>" +
        "<li>Ba thẻ đầu trang: <strong>Tổng doanh thu</strong> là phần thực nhận của các đơn đã hoàn thành; <strong>Đã thanh toán</strong> là các khoản sàn đã chuyển cho bạn; <strong>Số dư tài khoản</strong> là doanh thu trừ đã thanh toán. Khoản chi trả chưa rõ số tiền VND được ghi riêng trên thẻ, không bị bỏ qua.</li>" +
        "<li>Chọn <strong>Từ ngày</strong>, <strong>Đến ngày</strong> và <strong>Khoảng ngày tính theo</strong>: <strong>Ngày đặt</strong> hoặc <strong>Ngày đón</strong> của đơn. Nhấn <strong>Tìm kiếm</strong>; <strong>Làm mới</strong> bỏ bộ lọc. Lựa chọn được giữ trong địa chỉ trang.</li>" +
        "<li>Khoảng ngày chọn các đơn theo ngày bạn chọn ở trên, còn các khoản thanh toán luôn được tính theo ngày thanh toán; câu dưới bộ lọc nhắc điều này.</li>" +
        "<li>Biểu đồ <strong>Doanh thu theo ngày</strong> cho biết thực nhận của từng ngày trong khoảng.</li>" +
        "<li>Thẻ <strong>Đơn có doanh thu</strong> liệt kê các đơn đã hoàn thành với tổng tiền, <strong>Hoa hồng</strong> và <strong>Thực nhận</strong>; nhấn mã đơn để mở đơn.</li>" +
        "<li>Thẻ <strong>Thanh toán</strong> liệt kê các khoản sàn đã chuyển: mã, ngày, phương thức, số tiền. Nhấn <strong>Chi tiết</strong> để xem ngân hàng, số tài khoản, <strong>Tỷ giá VND</strong> và <strong>Số tiền quy đổi VND</strong> của một khoản trả bằng ngoại tệ.</li>" +
        "<li>Mỗi trang hiện 10 dòng; chuyển trang bằng các nút ở cuối danh sách.</li>" +
        "</ol>" +
        "<p>Nếu một khoản không khớp với sao kê ngân hàng, hãy liên hệ bộ phận hỗ trợ của sàn kèm mã thanh toán.</p>",
      en:
        "<p>The <strong>Financial statistics</strong> page shows the money you earn from transfers: the revenue of completed bookings and the payouts the marketplace made to you, in VND.</p>" +
        "<ol>" +
        "<li>The three cards on top: <strong>Total revenue</strong> is the real income of completed bookings; <strong>Paid to you</strong> is what the marketplace has paid out to you; <strong>Account balance</strong> is revenue minus paid. A payout of unknown VND amount is noted on the cards, never left out silently.</li>" +
        "<li>Choose <strong>From</strong>, <strong>To</strong> and what the <strong>Dates apply to</strong>: the <strong>Booking day</strong> or the <strong>Pickup day</strong>. Click <strong>Search</strong>; <strong>Refresh</strong> clears the filter. The choice stays in the page's address.</li>" +
        "<li>The range selects bookings by the day you chose above, while payouts are always counted by their payment date; the sentence under the filter says so.</li>" +
        "<li>The <strong>Revenue by day</strong> chart shows the real income of each day in the range.</li>" +
        "<li>The <strong>Revenue bookings</strong> tab lists the completed bookings with their total, <strong>Commission</strong> and <strong>Real income</strong>; click an order number to open the booking.</li>" +
        "<li>The <strong>Payments</strong> tab lists the payouts made to you: ID, date, method, amount. Click <strong>Details</strong> to see the bank, account number, <strong>VND rate</strong> and <strong>Amount in VND</strong> of a payout made in another currency.</li>" +
        "<li>Each page shows 10 rows; move between pages with the buttons under the list.</li>" +
        "</ol>" +
        "<p>If a payout does not match your bank statement, contact the marketplace's support with its payment ID.</p>",
    },
  },
];
