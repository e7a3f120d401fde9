// The help articles of the transport screens and the cruise's cabin calendar, written from the
// screens as they are (tours-cruises §1: each management page has a help drawer). Every <strong>
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
];
