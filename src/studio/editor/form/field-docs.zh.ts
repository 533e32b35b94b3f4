import type { FieldDef, FieldSpec } from './spec';

/**
 * What operators read in the studio, in Chinese: the label and help of every
 * field of the generated forms, the labels of choices, and each palette
 * entry's name and one-line description. The schemas' English JSDoc stays in
 * the sources for developers; the studio does not show it. The catalogue test
 * walks every field of every registered widget and fails when one has no
 * Chinese label or help here, so a new prop needs its line in this file.
 */

/** A field's texts; a part left out falls back to the shared text of its key. */
export interface FieldText {
  label?: string;
  help?: string;
  /** Labels of a choice's values (the value written as text). */
  options?: Record<string, string>;
}

/** Scopes of the forms that are no widget's: node style, page meta, page style (schemas/design.ts), a link's validation rule. */
export const NODE_STYLE_SCOPE = '@node';
export const PAGE_META_SCOPE = '@meta';
export const PAGE_STYLE_SCOPE = '@pagestyle';
export const RULE_SCOPE = '@rule';

/**
 * Texts by prop name, for keys that mean the same in every widget (and for the
 * link editor's rule fields). Help here only where it is true wherever the key
 * appears; otherwise each field has its own line below.
 */
const SHARED: Record<string, FieldText> = {
  title: { label: '标题' },
  subtitle: { label: '副标题' },
  text: { label: '文字' },
  label: { label: '标签' },
  placeholder: { label: '占位提示' },
  items: { label: '列表项' },
  image: { label: '图片' },
  src: { label: '图片' },
  alt: { label: '替代文字' },
  link: { label: '点击动作' },
  itemLink: { label: '点击列表项时' },
  height: { label: '高度' },
  width: { label: '宽度' },
  autoplay: { label: '自动播放' },
  interval: { label: '间隔（毫秒）' },
  rounded: { label: '圆角' },
  columns: { label: '每行列数' },
  icon: { label: '图标' },
  tabs: { label: '标签页' },
  sticky: { label: '吸顶' },
  name: { label: '字段名' },
  options: { label: '选项' },
  value: { label: '值' },
  group: { label: '分组', help: '把值放在该分组下返回：{ [group]: { [name]: value } }（表单分组）。' },
  limit: { label: '每页条数' },
  keyword: { label: '关键词' },
  color: { label: '颜色' },
  content: { label: '内容' },
  html: { label: '内容' },
  mode: { label: '模式' },
  layout: { label: '布局' },
  status: { label: '状态' },
  preset: { label: '预设校验' },
  inputType: { label: '输入类型' },
  maxLength: { label: '最大长度' },
  intro: { label: '说明文字' },
  doneLink: { label: '完成后跳转' },
  emptyText: { label: '无内容时文字' },
  chatText: { label: '沟通按钮文字' },
  saveText: { label: '保存按钮文字' },
  // Validation rules (ruleSchema): the same fields under form-input's rules and a link's rules.
  rules: { label: '校验规则' },
  type: {
    label: '值类型',
    help: '值必须属于的类型（async-validator 的 type），如 string、number、email、url、date。',
    options: {
      string: '字符串 string',
      number: '数字 number',
      boolean: '布尔 boolean',
      integer: '整数 integer',
      float: '小数 float',
      array: '列表 array',
      email: '邮箱 email',
      url: '网址 url',
      hex: '十六进制 hex',
      enum: '枚举 enum',
      date: '日期 date',
    },
  },
  required: { label: '必填', help: '值不能为空。' },
  pattern: { label: '正则', help: '正则表达式源码，最多 200 个字符。' },
  min: { label: '最小', help: '数字的最小值，或文字、列表的最短长度。' },
  max: { label: '最大', help: '数字的最大值，或文字、列表的最长长度。' },
  len: { label: '长度', help: '文字、列表必须恰好等于的长度（数字则为必须等于的值）。' },
  enum: { label: '可选值', help: '值必须是其中之一（与类型 enum 一起使用）。' },
  whitespace: { label: '不能全为空格', help: '只有空格的值视为空。' },
  message: { label: '提示文字', help: '规则不通过时以轻提示显示的文字。' },
  // Link objects (the link editor draws them itself; these name their keys if one shows).
  path: { label: '路径' },
  h5: { label: '外部链接' },
  params: { label: '参数' },
  replace: { label: '替换当前页' },
  api: { label: '接口' },
  data: { label: '数据' },
  successText: { label: '成功提示' },
};

const LIST_TITLE: FieldText = { label: '列表标题', help: '列表上方显示的标题；留空则不显示。' };
const SORT_OPTIONS = { new: '最新发布', salary: '薪资最高', hot: '浏览最多' };
const FAVORITE_TYPES = { resume: '简历', job: '职位', brand: '公司', user: '用户' };
const ARTICLE_KINDS = { news: '新闻', notice: '公告' };
const menuRows = (who: string): Record<string, FieldText> => ({
  [`me-center.${who}[].text`]: { label: '文字', help: '这一行的文字，例如 基本信息。' },
  [`me-center.${who}[].hint`]: { label: '右侧提示', help: '右侧的简短灰色提示，例如 去认证。' },
  [`me-center.${who}[].link`]: { label: '点击动作', help: '点击这一行时执行的动作（通常是跳转页面）。' },
});

/** Texts by "widgetType.path" ([] for list items), or "@node.mt" etc. for the forms that are no widget's. */
const FIELDS: Record<string, FieldText> = {
  'job-list.title': LIST_TITLE,
  'job-list.sort': { label: '排序方式', help: '职位的排列顺序：最新发布、薪资最高或浏览最多。', options: SORT_OPTIONS },
  'job-list.keyword': { label: '关键词', help: '只显示与这些词匹配的职位（职位名称、公司或标签）。' },
  'job-list.areaCode': { label: '地区代码', help: '只显示该地区的职位（6 位省、市或区县代码）；留空显示全部地区。' },
  'job-list.limit': { label: '每页条数', help: '每页加载的职位数，1 到 50。' },
  'job-list.infinite': { label: '滚动加载更多', help: '用户向下滚动时继续加载；关闭则只显示一页。' },

  'company-list.title': LIST_TITLE,
  'company-list.limit': { label: '显示条数', help: '显示的公司数量，1 到 20。' },
  'company-list.verified': { label: '仅已认证公司', help: '只显示通过认证的公司。' },
  'company-list.itemLink': { label: '点击公司时', help: '点击某个公司时执行的动作，可使用 `{ item }`（该公司）；不设置则打开该公司的主页。' },

  'article-list.title': LIST_TITLE,
  'article-list.kind': { label: '文章类型', help: '只显示新闻（news）或公告（notice）；不选则两者都显示。', options: ARTICLE_KINDS },
  'article-list.limit': { label: '显示条数', help: '显示的文章数量，1 到 20。' },
  'article-list.itemLink': { label: '点击文章时', help: '点击某篇文章时执行的动作，可使用 `{ item }`（该文章）；不设置则打开该文章。' },

  'event-list.title': LIST_TITLE,
  'event-list.kind': { label: '活动类型', help: '只显示招聘会（fair）、宣讲会（teach-in）或线上宣讲（talk）；不选则全部显示。', options: { fair: '招聘会', 'teach-in': '宣讲会', talk: '线上宣讲' } },
  'event-list.online': { label: '线上 / 线下', help: '只显示线上（开）或现场（关）的活动；不设置则两者都显示。' },
  'event-list.cityCode': { label: '城市代码', help: '只显示该城市的活动（6 位代码，如 330100）；不填则显示所有城市。' },
  'event-list.upcomingOnly': { label: '隐藏已结束', help: '不显示已经结束的活动（未开始的总在前面）。' },
  'event-list.limit': { label: '显示条数', help: '显示的活动数量，1 到 20。' },
  'event-list.kindTabs': { label: '显示类型切换', help: '在列表上方显示 全部 / 招聘会 / 宣讲会 / 线上宣讲 的切换标签。' },
  'event-list.moreText': { label: '更多文字', help: '标题旁链接的文字；留空则不显示。' },
  'event-list.moreLink': { label: '更多链接', help: '点击“更多”时去哪里；不设置则打开活动页（/event）。' },
  'event-list.itemLink': { label: '点击活动时', help: '点击某个活动时执行的动作，可使用 `{ item }`（该活动）；不设置则打开活动详情。' },

  'event-detail.id': { label: '活动 ID', help: '要显示的活动；0 表示取路由中的 :id（活动的 id 或固定名称）。' },
  'event-detail.showCompanies': { label: '显示参会企业', help: '显示参会企业及其职位（可在此直接投递）。' },
  'event-detail.showMap': { label: '显示地图', help: '现场活动在地点下方显示地图。' },

  'my-events.view': { label: '显示内容', help: '列出求职者的门票、招聘者的展位申请，或按用户身份自动选择（auto）。', options: { auto: '按身份自动', tickets: '我的门票', booths: '展位申请' } },
  'video-interview.view': { label: '显示内容', help: '一场面试的视频通话（路由 :id），或我的面试列表。', options: { call: '视频通话', list: '我的面试' } },
  'video-interview.id': { label: '面试 id', help: '通话的面试；0 表示取路由中的 :id。' },
  'live-room.id': { label: '直播 id', help: '要显示的直播；0 表示取路由中的 :id。' },
  'live-room.showChat': { label: '显示聊天', help: '在播放器下方显示直播间聊天（登录后可发言）。' },
  'live-room.view': { label: '显示内容', help: '直播间（/live/:id），或招聘者管理本企业直播的列表与编辑（/my/lives）。', options: { room: '直播间', manage: '直播管理' } },
  'career-test.intro': { help: '测评开始前标题下方的一句说明，最多 60 个字。' },
  'career-test.jobsShown': { label: '推荐职位数', help: '测评结果中列出的推荐职位数量，1 到 8；点击打开职位搜索。' },
  'my-events.qrSize': { label: '二维码大小', help: '门票二维码的边长（px），96 到 280。' },

  'vip-center.compact': { label: '卡片样式', help: '显示为一行卡片（用于“我的”页面），点击打开完整页面；关闭则显示完整页面。' },
  'vip-center.pagePath': { label: '卡片链接', help: '点击卡片时打开的页面路径。' },
  'vip-center.title': { label: '标题', help: '求职者看到的完整页面的大标题。' },
  'assets-package.emptyText': { label: '空状态文字', help: '公司还没有购买套餐时显示的文字。' },
  'wallet-flow.limit': { label: '每页条数', help: '每页加载的明细条数，5 到 50。' },
  'wallet-flow.emptyText': { label: '空状态文字', help: '没有任何明细时显示的文字。' },
  'pay-supplement.shortTitle': { label: '权益不足时的标题', help: '因权益用完进入此页时，商品上方显示的标题。' },
  'pay-supplement.allowWallet': { label: '允许余额支付', help: '把钱包余额作为一种支付方式（充值商品除外）。' },
  'pay-supplement.returnAfterMs': { label: '支付后返回（毫秒）', help: '支付成功后，过多少毫秒回到之前记住的页面；0 表示等用户点击。' },

  'live-list.title': LIST_TITLE,
  'live-list.limit': { label: '显示条数', help: '显示的直播数量，1 到 20（每行两个）。' },
  'live-list.status': { label: '直播状态', help: '只显示即将开始（0）、直播中（1）或已结束（2）的直播；不选则显示全部。', options: { 0: '即将开始', 1: '直播中', 2: '已结束' } },
  'live-list.itemLink': { label: '点击直播时', help: '点击某场直播时执行的动作，可使用 `{ item }`（该直播）；不设置则打开直播页。' },

  'search-bar.placeholder': { label: '占位提示', help: '输入框为空时显示的灰色提示。' },
  'search-bar.keyword': { label: '默认关键词', help: '页面打开时输入框里已有的文字（例如在搜索结果页）。' },
  'search-bar.buttonText': { label: '按钮文字', help: '右端按钮上的文字；留空则不显示按钮（键盘上的搜索键仍然可用）。' },
  'search-bar.link': {
    label: '搜索动作',
    help: "搜索时执行的动作，其中的 `{{keyword}}` 占位符取 `{ keyword }`（输入的关键词），例如 `{ type: 'navigate', path: '/job', params: { keyword: '{{keyword}}' } }`。不设置则执行组件自身的点击动作。",
  },

  'banner-swiper.items': { label: '轮播图片', help: '轮播的图片，按顺序排列（最多 10 张）。' },
  'banner-swiper.items[].image': { label: '图片', help: '图片，最佳尺寸 750 × 300，或按轮播高度做的二倍图。' },
  'banner-swiper.items[].title': { label: '标题', help: '显示在图片底部的说明文字；屏幕阅读器也会朗读。' },
  'banner-swiper.items[].alt': { label: '替代文字', help: '图片自带文字、不需要标题时，供屏幕阅读器朗读的图片说明。' },
  'banner-swiper.items[].link': { label: '点击动作', help: '点击这张图片时执行的动作，可使用 `{ item, index }`；不设置则执行组件自身的点击动作。' },
  'banner-swiper.height': { label: '高度', help: '高度，按设计稿像素（宽 375）计。' },
  'banner-swiper.autoplay': { label: '自动播放', help: '自动切换到下一张。' },
  'banner-swiper.interval': { label: '间隔（毫秒）', help: '自动播放时每张停留的毫秒数，1000 到 10000。' },
  'banner-swiper.rounded': { label: '圆角', help: '开启：两侧留边并带圆角；关闭：左右铺满。' },

  'grid-nav.columns': { label: '每行列数', help: '每行的格子数：4 或 5。', options: { 4: '4 列', 5: '5 列' } },
  'grid-nav.items': { label: '导航格子', help: '格子，按阅读顺序排列（最多 20 个）。' },
  'grid-nav.items[].icon': { label: '图标', help: '图片地址（正方形，88 × 88 或更大），或简短的文字 / 表情，例如 💼 或 招。' },
  'grid-nav.items[].text': { label: '文字', help: '图标下方的文字，最多 6 个字。' },
  'grid-nav.items[].link': { label: '点击动作', help: '点击这个格子时执行的动作，可使用 `{ item, index }`；不设置则执行组件自身的点击动作。' },

  'notice-bar.text': { label: '通知内容', help: '通知文字；过长时滚动显示。留空则隐藏通知栏。' },
  'notice-bar.color': {
    label: '配色',
    help: '配色方案：警示（黄）、信息（蓝）、成功（绿）、错误（红）或默认（灰）。',
    options: { alert: '警示（黄）', info: '信息（蓝）', success: '成功（绿）', error: '错误（红）', default: '默认（灰）' },
  },
  'notice-bar.wrap': { label: '多行显示', help: '文字分多行完整显示，而不是滚动。' },
  'notice-bar.link': { label: '点击动作', help: '点击时执行的动作；不设置则执行组件自身的点击动作。' },

  'float-button.text': { label: '按钮文字', help: '按钮上的文字，最多 4 个字（如 发布、客服）。' },
  'float-button.icon': { label: '图标', help: '显示在文字上方：图片地址、一个表情或一个字。留空则只显示文字。' },

  'title-bar.title': { label: '标题', help: '这一栏的标题。' },
  'title-bar.subtitle': { label: '副标题', help: '标题后面的灰色小字；留空则不显示。' },
  'title-bar.moreText': { label: '“更多”文字', help: '右侧链接的文字（如 更多）；留空则不显示。点击时执行组件自身的点击动作。' },

  'image.src': { label: '图片', help: '图片（http(s) 地址、站内路径，或较小的 PNG/JPEG/GIF/WebP data URL）。留空则什么也不显示。' },
  'image.alt': { label: '替代文字', help: '图片内容的说明：屏幕阅读器会朗读，图片加载失败时也会显示。' },
  'image.ratio': { label: '宽高比', help: '宽度除以高度（例如 2 表示 2:1），加载时先占好位置；不填则保持图片原有比例。' },

  'rich-text.html': {
    label: '内容',
    help: '以 HTML 编写的内容。保留基本格式、表格、图片（http(s) 或站内路径）和链接（http(s)、tel、mailto、站内路径）；脚本、事件属性、iframe、表单、style 标签和不安全的地址会被移除。',
  },

  'spacer.height': { label: '高度', help: '空白的高度，按设计稿像素（宽 375）计，0 到 200。' },

  'divider.text': { label: '文字', help: '线条中间的文字（如 没有更多了）；留空则只画一条线。' },
  'divider.dashed': { label: '虚线', help: '用虚线代替实线。' },

  'tabs-container.tabs': { label: '标签页', help: '标签页，按顺序排列；第 i 个标签页显示本组件的第 i 个子组件（最多 10 个）。' },
  'tabs-container.tabs[].title': { label: '标题', help: '标签栏里显示的文字，最多 8 个字。' },
  'tabs-container.sticky': { label: '吸顶', help: '内容滚动时，标签栏固定在屏幕顶部。' },

  'coming-soon.title': { label: '标题', help: '主标题，例如功能名称，并说明即将上线。' },
  'coming-soon.description': { label: '说明', help: '主标题下方一两句友好的说明。' },

  'form-input.name': { label: '字段名', help: '表单返回值中该项的键名，也是提交链接里的 `{{form.<name>}}`。只能用字母、数字和下划线。' },
  'form-input.label': { label: '字段标题', help: '字段的标题，显示在输入框左侧（多行文本时在上方）。' },
  'form-input.placeholder': { label: '占位提示', help: '输入框为空时显示的灰色提示；默认为 请输入<label>。' },
  'form-input.required': { label: '必填', help: '为空时表单不能提交。' },
  'form-input.inputType': {
    label: '输入类型',
    help: '键盘和输入框的类型：text（文本）、tel（电话）、email（邮箱）、number（数字，仍以文本返回）或 textarea（多行文本）。',
    options: { text: '文本', tel: '电话', email: '邮箱', number: '数字', textarea: '多行文本' },
  },
  'form-input.maxLength': { label: '最大长度', help: '最长可输入的长度，按规格的字节数计算：一个汉字算 2。输入到此为止。' },
  'form-input.preset': {
    label: '预设校验',
    help: '带中文提示的现成校验：name（姓名：不能全是数字、不能有符号）、phone（11 位手机号）、email（邮箱）、description（描述：不能全是数字）。',
    options: { name: '姓名', phone: '手机号', email: '邮箱', description: '描述', area: '地区', address: '地址', 'postal-code': '邮政编码' },
  },
  'form-input.rules': { label: '校验规则', help: '更多校验（以数据写成的 async-validator 规则）；某条规则不通过时显示它的提示文字。' },
  'form-input.group': {},

  'form-select.name': { label: '字段名', help: '表单返回值中该项的键名，也是提交链接里的 `{{form.<name>}}`。' },
  'form-select.label': { label: '字段标题', help: '字段的标题，也是选择滚轮上方的标题。' },
  'form-select.placeholder': { label: '占位提示', help: '还没有选择时显示的灰色文字；默认为 请选择<label>。' },
  'form-select.options': { label: '选项', help: '可选的项，按滚轮中的顺序排列。' },
  'form-select.options[].label': { label: '显示文字', help: '用户看到的文字。' },
  'form-select.options[].value': { label: '值', help: '表单返回的值。' },
  'form-select.required': { label: '必填', help: '还没有选择时表单不能提交。' },
  'form-select.group': {},

  'form-date.name': { label: '字段名', help: '表单返回值中该项（YYYY-MM-DD）的键名，也是提交链接里的 `{{form.<name>}}`。' },
  'form-date.label': { label: '字段标题', help: '字段的标题，也是日期滚轮上方的标题。' },
  'form-date.placeholder': { label: '占位提示', help: '还没有选择日期时显示的灰色文字；默认为 请选择<label>。' },
  'form-date.required': { label: '必填', help: '还没有选择日期时表单不能提交。' },
  'form-date.fromToday': { label: '不早于今天', help: '只能选择今天及以后的日期（如到岗日期、面试时间）。' },
  'form-date.min': { label: '最早日期', help: '可选的最早日期，例如 1960-01-01（默认：今天前后各十年）。' },
  'form-date.max': { label: '最晚日期', help: '可选的最晚日期，例如 2035-12-31（默认：今天前后各十年）。' },
  'form-date.group': {},

  'form-submit.text': { label: '按钮文字', help: '按钮上的文字。' },
  'form-submit.link': {
    label: '提交动作',
    help: "所有字段校验通过后带着表单值执行，例如 `{ type: 'api', api: '/api-user/userForm/submit', data: { name: '{{form.name}}' } }`；执行成功表单才算完成。不设置则执行组件自身的点击动作。",
  },

  'form-upload.name': { label: '字段名', help: '表单返回值中该项的键名：值是由 { id, url, name, kind } 组成的列表。' },
  'form-upload.label': { label: '字段标题', help: '字段的标题，显示在上传格子上方。' },
  'form-upload.required': { label: '必填', help: '还没有上传任何文件时表单不能提交（提示 请上传<label>）。' },
  'form-upload.accept': { label: '允许的文件类型', help: '接受的类型：image（jpg、png、gif、webp、bmp）、pdf、doc、docx。其他类型会被拒绝，提示 不支持的文件类型。' },
  'form-upload.accept[]': { options: { image: '图片', pdf: 'PDF 文档', doc: 'Word 文档（doc）', docx: 'Word 文档（docx）' } },
  'form-upload.maxCount': { label: '最多文件数', help: '最多可以上传的文件数。' },
  'form-upload.hint': { label: '提示文字', help: '上传格子下方的灰色提示。' },
  'form-upload.group': {},

  'me-center.seekerMenu': { label: '求职者菜单', help: '求职者（角色 0）看到的菜单行。' },
  ...menuRows('seekerMenu'),
  'me-center.recruiterMenu': { label: '招聘者菜单', help: '招聘者或企业用户（角色 1 和 3）看到的菜单行。' },
  ...menuRows('recruiterMenu'),
  'me-center.showLogout': { label: '显示退出登录', help: '在底部显示退出登录按钮。' },

  'base-info.degrees': { label: '学历选项', help: '选择器里提供的学历，从低到高排列。' },
  'base-info.jobStatuses': { label: '求职状态选项', help: '选择器里提供的求职状态（保存的是序号 + 1）。' },
  'base-info.saveText': { label: '保存按钮文字', help: '保存按钮上的文字。' },

  'account-settings.showPassword': { label: '显示修改密码', help: '显示修改密码部分。' },
  'account-settings.showMobiles': { label: '显示绑定手机号', help: '显示已绑定的手机号。' },

  'real-name.intro': { label: '说明文字', help: '表单上方的一行说明：实名认证有什么好处。' },
  'device-authorize.doneLink': { label: '完成后跳转', help: '确认或拒绝之后前往的页面。' },
  'contact-card.intro': { label: '说明文字', help: '名片上方的一行说明：谁能看到这张名片。' },
  'shield-list.intro': { label: '说明文字', help: '搜索框上方的一行说明：屏蔽有什么作用。' },

  'register-form.defaultRole': { label: '默认身份', help: '地址里没有 ?role= 时默认选中的身份（0 求职者，1 招聘者）。', options: { 0: '求职者', 1: '招聘者' } },
  'register-form.seekerDoneLink': { label: '求职者注册跳转', help: '求职者注册完成后前往的页面。' },
  'register-form.recruiterDoneLink': { label: '招聘者注册跳转', help: '招聘者注册完成后前往的页面。' },
  'register-form.requestDoneLink': { label: '申请加入后跳转', help: '招聘者申请加入已有公司后前往的页面：那里显示申请的状态。' },

  'role-switch.doneLink': { label: '切换后跳转', help: '切换身份后前往的页面（底部导航随之换成新身份的）。' },
  'role-switch.allowOtherDevice': { label: '跨设备切换', help: '提供通过二维码链接在另一台设备上切换。' },

  'password-reset.doneLink': { label: '完成后跳转', help: '设置好新密码后前往的页面。' },

  'document.docKey': { label: '文档标识', help: '租户文档库中的哪一篇文档：agreement（用户协议）、privacy（隐私政策）……' },
  'document.showTitle': { label: '显示标题', help: '在正文上方显示文档的标题。' },

  'job-apply-bar.jobId': { label: '职位 ID', help: '投递的职位；不填则取页面路由中的 :id。' },
  'job-apply-bar.chatText': { label: '沟通按钮文字', help: '沟通按钮上的文字（打开 /chat?jobId=…）。' },
  'job-apply-bar.applyText': { label: '投递按钮文字', help: '投递按钮上的文字。' },
  'job-apply-bar.appliedText': { label: '已投递文字', help: '当前用户已投递后，投递按钮上显示的文字。' },
  'job-apply-bar.closedText': { label: '停招文字', help: '职位停止招聘时，投递按钮上显示的文字。' },
  'job-apply-bar.showChat': { label: '显示沟通按钮', help: '显示沟通按钮。' },

  'job-send.view': {
    label: '显示内容',
    help: 'list：我的投递及状态（/resume/submit；带 ?jobId= 时先为该职位选择简历）；detail：一条投递（/resume/submit-detail?id=）；finished：投递完成页（/resume/submit-finished）。',
    options: { list: '投递列表', detail: '投递详情', finished: '投递完成页' },
  },
  'job-send.limit': { label: '每页条数', help: '投递列表每页加载的条数。' },
  'job-send.finishedTitle': { label: '完成页标题', help: '投递完成页的标题。' },
  'job-send.finishedText': { label: '完成页文字', help: '完成页标题下方的文字。' },

  'job-received.limit': { label: '每页条数', help: '每页加载的投递数。' },
  'job-received.invitePlaceholder': { label: '邀请面试提示', help: '邀请面试时回复框里的提示文字。' },

  'notice-list.limit': { label: '每页条数', help: '每页加载的通知数。' },
  'notice-list.emptyText': { label: '无通知时文字', help: '没有通知时显示的文字。' },

  'job-manage.limit': { label: '每页条数', help: '每页的职位数。' },
  'job-manage.createText': { label: '发布按钮文字', help: '打开编辑器发布新职位的按钮文字。' },
  'job-manage.editPath': { label: '编辑页路径', help: '职位编辑器所在的页面（发布新职位；带 ?id= 编辑已有职位）。' },

  'job-edit.publishText': { label: '发布按钮文字', help: '新职位的按钮文字。' },
  'job-edit.saveText': { label: '保存按钮文字', help: '已有职位的按钮文字。' },
  'job-edit.donePath': { label: '保存后跳转', help: '保存后前往的页面：招聘者的职位列表。' },
  'job-edit.keepDraft': { label: '保留草稿', help: '把没写完的新职位保存为草稿（privateDrafts），下次打开时提供继续编辑。' },

  'favorite-button.type': {
    label: '收藏对象',
    help: '收藏的内容：job（职位）、brand（公司）、resume（求职者的简历，仅招聘者）或 user（用户）。',
    options: FAVORITE_TYPES,
  },
  'favorite-button.id': { label: '对象 ID', help: '收藏对象的 ID；不填则取页面路由中的 :id（/job/12、/company/3、/resume/7）。' },
  'favorite-button.text': { label: '未收藏文字', help: '还没收藏时显示的文字。' },
  'favorite-button.activeText': { label: '已收藏文字', help: '收藏之后显示的文字。' },
  'favorite-button.variant': {
    label: '样式',
    help: "'bar'：整行显示，带文字；'icon'：只显示星标（用于标题栏和卡片）。",
    options: { bar: '整行', icon: '仅图标' },
  },

  'my-favorites.types': { label: '收藏类型', help: '标签页，按顺序排列；简历只对招聘者显示。' },
  'my-favorites.types[]': { options: FAVORITE_TYPES },
  'my-favorites.limit': { label: '每页条数', help: '每页的收藏数。' },

  'favorites-me.limit': { label: '每页条数', help: '每页的人数。' },
  'favorites-me.seekerIntro': { label: '求职者说明', help: '求职者看到的顶部说明。' },
  'favorites-me.recruiterIntro': { label: '招聘者说明', help: '招聘者看到的顶部说明。' },
  'resume-viewers.limit': { label: '每页条数', help: '每页的招聘者人数，5 到 50。' },
  'resume-viewers.intro': { label: '顶部说明', help: 'VIP 会员看到的列表上方说明。' },
  'resume-viewers.lockedText': { label: '未开通说明', help: '没有 VIP 的求职者看到的说明，下方是开通会员按钮。' },

  'company-members.managerIntro': { label: '管理员说明', help: '公司所有者和管理员看到的顶部说明。' },
  'company-members.emptyText': { label: '无公司时文字', help: '用户不属于任何公司、也没有申请加入公司时显示的文字。' },
  'company-members.registerLink': { label: '注册按钮跳转', help: '空状态按钮前往的页面：以招聘者身份注册。' },

  'chat-list.title': LIST_TITLE,
  'chat-list.emptyText': { label: '无会话时文字', help: '还没有任何会话时显示的文字。' },
  'chat-list.showActions': { label: '允许滑动操作', help: '向左滑动或长按一行时提供 置顶 / 拉黑 / 删除。' },
  'chat-list.chatPath': { label: '会话页路径', help: '点击一行前往的会话页（会附加 ?cid=会话编号）。' },

  'chat-conversation.cid': {
    label: '会话 ID',
    help: '要显示的会话。通常留空：由地址指定（契约 4）——?cid=C、?jobId=J（求职者与该职位的招聘者）或 ?userId=U&jobId=J。',
  },
  'chat-conversation.jobId': { label: '职位 ID', help: '与该职位的招聘者聊天（相当于 ?jobId=）。' },
  'chat-conversation.userId': { label: '用户 ID', help: '与该用户聊天（相当于 ?userId=，jobId 可选）。' },
  'chat-conversation.showJobCard': { label: '显示职位卡片', help: '在顶部显示这次会话所关于的职位。' },
  'chat-conversation.showExchangeBar': { label: '显示交换按钮', help: '显示交换按钮（换电话、换微信、发简历、约面试）。' },
  'chat-conversation.placeholder': { label: '输入框提示', help: '文字输入框的占位提示。' },

  'job-search.placeholder': { label: '搜索框提示', help: '搜索框的灰色提示。' },
  'job-search.sort': { label: '默认排序', help: '打开页面时的排序方式。', options: SORT_OPTIONS },
  'job-search.nearby': { label: '显示附近', help: '提供 附近 标签（会请求设备的位置）。' },
  'job-search.radius': { label: '附近范围（米）', help: '附近 标签的搜索半径，单位米，500 到 50,000。' },
  'job-search.limit': { label: '每页条数', help: '每页加载的职位数，5 到 50。' },

  'job-detail.id': { label: '职位 ID', help: '要显示的职位；0 表示取路由中的 :id。' },
  'job-detail.showSimilar': { label: '显示相似职位', help: '在职位描述下方显示同城市、同职位类别的职位。' },
  'job-detail.similarLimit': { label: '相似职位条数', help: '相似职位的数量，1 到 10。' },
  'job-detail.bottomPadding': { label: '底部留白', help: '底部留出的空白（px），给浮在页面上的投递栏。' },

  'company-search.placeholder': { label: '搜索框提示', help: '搜索框的灰色提示；留空则不显示搜索框。' },
  'company-search.verifiedOnly': { label: '仅已认证公司', help: '只显示已认证的公司（品牌频道）。' },
  'company-search.filters': { label: '显示筛选', help: '显示行业标签和 筛选 按钮。' },
  'company-search.limit': { label: '每页条数', help: '每页加载的公司数，5 到 50。' },

  'company-detail.id': { label: '公司 ID', help: '要显示的公司；0 表示取路由中的 :id。' },
  'company-detail.jobLimit': { label: '职位每页条数', help: '在招职位每页加载的条数，5 到 50。' },
  'company-detail.introLength': { label: '简介显示字数', help: '简介在 展开 之前显示的字数。' },

  'article-browser.kind': { label: '文章类型', help: '只显示新闻（news）或公告（notice）；不选则读者可在两者之间切换。', options: ARTICLE_KINDS },
  'article-browser.categories': { label: '显示分类', help: '显示分类标签。' },
  'article-browser.limit': { label: '每页条数', help: '每页加载的文章数，5 到 50。' },

  'article-detail.id': { label: '文章 ID', help: '要显示的文章；0 表示取路由中的 :id。' },
  'article-detail.showViews': { label: '显示阅读数', help: '在标题下方显示阅读次数。' },

  'help-center.placeholder': { label: '搜索框提示', help: '搜索框的灰色提示。' },
  'help-center.phone': { label: '客服电话', help: '显示在底部的客服电话；留空则不显示。' },

  'resume-editor.sections': { label: '显示的部分', help: "显示哪些部分，以及它们的顺序（/my/expect 页只显示 'expect'）。" },
  'resume-editor.sections[]': {
    options: {
      base: '基本信息',
      expect: '求职期望',
      work: '工作经历',
      education: '教育经历',
      project: '项目经历',
      skill: '专业技能',
      certificate: '证书',
      language: '语言能力',
      intro: '自我介绍',
      attachment: '附件简历',
    },
  },
  'resume-editor.showSummary': { label: '显示概览', help: '显示顶部栏、标签概要和完整度卡片（/my/expect 页关闭）。' },
  'resume-editor.title': { label: '顶部栏标题', help: '顶部栏的标题。' },
  'resume-editor.previewPath': { label: '预览页路径', help: '预览 按钮前往的页面。' },

  'resume-preview.title': { label: '顶部栏标题', help: '顶部栏的标题。' },
  'resume-preview.download': { label: '可下载 PDF', help: '提供 PDF 下载（通过文件下载弹窗）。' },
  'resume-preview.editPath': { label: '编辑页路径', help: '编辑 按钮前往的页面。' },

  'resume-list.placeholder': { label: '关键词框提示', help: '关键词输入框的占位提示。' },
  'resume-list.limit': { label: '每页条数', help: '每页的简历数。' },
  'resume-list.degrees': { label: '学历筛选项', help: '筛选里提供的学历（表示该学历及以上）。' },
  'resume-list.experiences': { label: '经验筛选项', help: '筛选里提供的工作经验区间。' },

  'resume-detail.id': { label: '求职者 ID', help: '求职者的用户 ID；不填则取路由中的 :id。' },
  'resume-detail.chatText': { label: '沟通按钮文字', help: '沟通按钮上的文字。' },

  '@node.mt': { label: '上外边距', help: '与上方的距离（外边距），按设计稿像素（宽 375）计。' },
  '@node.mb': { label: '下外边距', help: '与下方的距离（外边距），按设计稿像素（宽 375）计。' },
  '@node.mx': { label: '左右外边距', help: '与左右两侧的距离（外边距），按设计稿像素（宽 375）计。' },
  '@node.pd': { label: '内边距', help: '内边距，按设计稿像素计。' },
  '@node.bg': { label: '背景色', help: '背景颜色。' },
  '@node.radius': { label: '圆角半径', help: '圆角半径，按设计稿像素计。' },

  '@meta.title': { label: '页面标题', help: '显示在标题栏和浏览器标题中的标题（跟在站点前缀之后）。' },
  '@meta.header': { label: '显示标题栏', help: '显示手机页面顶部的标题栏。' },
  '@meta.keepAlive': { label: '离开时保留页面', help: '跳转到别的页面时保留本页（不卸载）。' },
  '@meta.className': { label: '样式类名', help: '页面额外的 class 名（字母、数字、短横线）。' },

  '@pagestyle.bgColor': { label: '背景色', help: '页面的背景颜色。' },
  '@pagestyle.bgImage': { label: '背景图', help: '页面的背景图片。' },
  '@pagestyle.primaryColor': { label: '主色', help: '主色（按钮、链接、价格）。' },
  '@pagestyle.textColor': { label: '文字颜色', help: '正文的主要文字颜色。' },
  '@pagestyle.navBgColor': { label: '标题栏背景色', help: '标题栏的背景颜色。' },
  '@pagestyle.navColor': { label: '标题栏文字颜色', help: '标题栏的文字颜色。' },
};

/** Palette names (where the widget's definition has none) and one-line descriptions, by widget type. */
const WIDGETS: Record<string, { title?: string; description: string }> = {
  'job-list': { description: '职位列表：通过协议从 /api-user/job/find 取职位，向下滚动加载更多。' },
  'company-list': { description: '公司列表：从 /api-user/common/company/find 取若干家公司；点击打开公司主页。' },
  'article-list': { description: '文章列表：从 /api-user/article/find 取若干条新闻或公告；点击打开文章。' },
  'live-list': { description: '直播列表：从 /api-user/live/find 取若干场直播，以卡片显示；点击打开直播。' },
  'search-bar': { description: '搜索框：把输入的关键词交给一个链接（通常是带 keyword 的职位列表）。' },
  'banner-swiper': { description: '轮播图（antd-mobile Swiper）：循环播放，滑动设置见规格 §9。' },
  'grid-nav': { description: '图标宫格快捷入口（职位、公司、直播、资讯……）。' },
  'notice-bar': { description: '通知栏：整页共用的一行滚动消息。' },
  'float-button': { description: '悬浮按钮（antd-mobile FloatingBubble）；点击执行组件的点击动作。' },
  'title-bar': { description: '栏目标题，可带 更多，点击执行组件的点击动作。' },
  image: { description: '单张图片，懒加载；点击执行组件的点击动作。' },
  'rich-text': { description: '运营编写的一段 HTML 内容，显示前经 DOMPurify 净化。' },
  spacer: { description: '一段固定高度的空白。' },
  divider: { description: '分割线，中间可带文字。' },
  'tabs-container': { description: '标签页容器：第 i 个标签页显示本组件的第 i 个子组件（antd-mobile Tabs）。' },
  'coming-soon': { description: '敬请期待：功能尚未上线的页面的占位。' },
  'form-input': { description: '设计表单中的文本输入框（可用姓名、手机号、邮箱、描述等预设校验）。' },
  'form-select': { description: '设计表单中的单选项：点击打开内置的选择器弹窗。' },
  'form-date': { description: '设计表单中的日期项：点击打开内置的日期选择弹窗。' },
  'form-submit': { description: '设计表单的提交按钮：校验所有字段后完成表单。' },
  'form-upload': { description: '设计表单中的上传项：图片或文档，选好即上传，以列表返回。' },
  'me-center': { description: '个人中心（/me）：当前登录的用户、其身份的菜单和退出登录。' },
  'base-info': { description: '基本信息编辑（/my/base-info）：所有人可改姓名；求职者还可改性别、生日、学历、求职状态和参加工作时间。' },
  'account-settings': { description: '账号与设置（/my/settings）：薪资单位、隐身招聘、通知、密码、手机号。' },
  'real-name': { description: '实名认证（/my/real-name）：姓名和身份证号，由身份核验服务核对。' },
  'device-authorize': { description: 'App 扫码登录的手机端：/me/authorize?key=… 上报已扫码，再由用户确认或拒绝。' },
  'contact-card': { description: '我的名片（/me/contact）：编辑自己的名片并显示二维码；带 ?key= 打开时显示被扫描人的名片。' },
  'shield-list': { description: '求职者屏蔽的公司，简历对它们隐藏（shieldFind、shieldSave、shieldDelete）。' },
  'register-form': { description: '注册（/register）：求职者的基本信息，或招聘者的职位和公司（新建或加入）。' },
  'role-switch': { description: '切换身份：在本机切换求职者 ↔ 招聘者（switchRoleBefore → switchRole），或到另一台设备上切换（二维码链接、扫码、确认）。' },
  'password-reset': { description: '找回密码（/forgot）：向手机号发验证码（resetCode），用验证码换凭证（resetValid），再设新密码（reset）。' },
  document: { description: '租户文档库中的一篇文档（用户协议、隐私政策），经过净化后显示。' },
  'job-apply-bar': { description: '/job/:id 的底部栏：沟通（与招聘者聊天）和 投递简历（投递流程）。' },
  'job-send': { description: '求职者的投递：带状态的投递列表、单条投递和投递完成页。' },
  'job-received': { description: '招聘者收到的简历：筛选、查看（标为已查看）、邀请面试 / 通过 / 拒绝、标记违规。' },
  'notice-list': { description: '用户的通知（投递状态有变化）：未读标记、点开阅读、一键全部已读。' },
  'job-manage': { description: '招聘者的职位，含浏览数和投递数，可关闭、重新开放、刷新和编辑（channelResultFind、saveMany）。' },
  'job-edit': { description: '招聘者的职位编辑器：每个字段按服务端的规则校验，通过 saveMany 保存。' },
  'favorite-button': { description: '收藏星标：收藏当前页面的职位、公司、简历或用户（userFavorites/save 和 delete）。' },
  'my-favorites': { description: '用户按类型分的收藏，可归入私有分组（userFavorites/*、privateGroup/*）。' },
  'resume-viewers': { description: '谁看过我：打开过求职者简历的招聘者和企业，最近的在前（VIP 特权，未开通时引导开通会员）。' },
  'favorites-me': { description: '谁收藏了我：收藏了求职者简历的招聘者（findByUm），收藏了招聘者职位或公司的求职者（findByHr）。' },
  'company-members': { title: '公司成员', description: '招聘者所在公司的成员和加入申请（/my/company-members）；申请人在这里查看自己申请的状态。' },
  'event-list': { description: '近期招聘会：招聘会、宣讲会和线上宣讲的列表，未开始的在前；可放在首页或 /public/diy 页面。' },
  'event-detail': { description: '活动详情（/event/:id）：时间、地点与地图、主办方、参会企业及其职位、报名和门票、展位申请。' },
  'career-test': { description: '职业测评（/my/test）：逐题作答并显示进度，提交后给出职业类型、说明与推荐职位，可重新测评。' },
  'live-room': { description: '直播间：按状态显示预告倒计时与预约、直播画面、结束或回放，直播间聊天、在看人数、点赞，以及可直接投递的直播职位。' },
  'video-interview': { description: '视频面试：一场面试的一对一视频通话（/interview/:id），或我的面试列表（/my/interviews），到时间可进入面试。' },
  'my-events': { description: '我的活动（/my/events）：求职者的门票（二维码和签到码）或招聘者的展位申请及审核状态。' },
  'vip-center': { description: '会员中心：求职者的 VIP（购买、续费、暂停、恢复）、招聘者的权益、钱包余额。' },
  'assets-package': { description: '招聘者公司的套餐：各类权益剩余数量，每个套餐的有效期、暂停与恢复、继续购买。' },
  'wallet-flow': { description: '钱包：余额、充值，以及每一笔收支明细（wallet-flow-detail）。' },
  'pay-supplement': { description: '购买与支付结果（/vip/mall/supplement）：选择商品、优惠券和支付方式，支付后回到之前的页面。' },
  'chat-list': { description: '/message 的会话列表：对方、职位、最后一条消息、时间、未读；置顶 / 拉黑 / 删除。' },
  'chat-conversation': { description: '聊天窗口（/chat）：消息气泡、已读标记、撤回、表情、图片、职位卡片和交换卡片。' },
  'job-search': { description: '职位搜索页：带联想和历史的关键词、排序标签、地区与筛选弹窗、附近职位、滚动加载。' },
  'job-detail': { description: '职位页正文：职位名称与薪资、要求、公司卡片、描述、地址与地图、招聘者、相似职位、分享。' },
  'company-search': { description: '公司搜索：搜索、行业标签和筛选弹窗（规模、类型、认证），滚动加载。' },
  'company-detail': { description: '公司主页：带认证标志的概况、照片（点击放大）、福利、简介、地址与地图、在招职位。' },
  'article-browser': { description: '资讯频道：按类型和分类浏览文章（带数量），滚动分页加载。' },
  'article-detail': { description: '文章详情：标题、分类、日期、阅读数（打开时计数）和净化后的富文本；图片可在图片查看器中打开。' },
  'help-center': { description: '帮助中心：按分类列出 helpList 的问题，可搜索，点开就地显示答案（helpGet）。' },
  'resume-editor': { description: '在线简历编辑（/resume/resume、/my/expect）：各部分、完整度、草稿、附件及其解析。' },
  'resume-preview': { description: '求职者以招聘者的视角看自己的简历（/resume/preview），可下载 PDF。' },
  'resume-list': { description: '招聘者的简历搜索（/resume-list）：关键词、城市、职位、学历、经验；滚动分页。' },
  'resume-detail': { description: '招聘者打开的求职者简历（/resume/:id）：联系方式按原因打码，可 沟通。' },
};

/** The shared label of a prop name; the name itself when there is none (the catalogue test reports it). */
export function labelOf(key: string): string {
  return SHARED[key]?.label ?? key;
}

/** A widget's palette name and description in Chinese, when written here. */
export function widgetTextOf(type: string): { title?: string | undefined; description?: string | undefined } {
  return WIDGETS[type] ?? {};
}

/** The per-field keys written here, for the test that finds lines no field reads. */
export const fieldTextKeys: readonly string[] = Object.keys(FIELDS);

function textAt(scope: string, path: string, key: string): FieldText {
  const own = FIELDS[`${scope}.${path}`] ?? {};
  const shared = SHARED[key] ?? {};
  return { label: own.label ?? shared.label, help: own.help ?? shared.help, options: own.options ?? shared.options };
}

function localizeSpec(scope: string, spec: FieldSpec, path: string, key: string): FieldSpec {
  switch (spec.kind) {
    case 'object':
      return { ...spec, fields: localizeFields(scope, spec.fields, path) };
    case 'array':
      return { ...spec, item: localizeSpec(scope, spec.item, `${path}[]`, key) };
    case 'record':
      return { ...spec, value: localizeSpec(scope, spec.value, `${path}{}`, key) };
    case 'select': {
      const labels = textAt(scope, path, key).options ?? {};
      return { ...spec, options: spec.options.map((o) => ({ ...o, label: labels[String(o.value)] ?? o.label })) };
    }
    default:
      return spec;
  }
}

/**
 * The fields of a form with their Chinese label and help (and choice labels),
 * nested objects and list items included. `scope` is the widget type or one of
 * the scopes above; `at` the path of the object the fields belong to.
 */
export function localizeFields(scope: string, fields: readonly FieldDef[], at = ''): FieldDef[] {
  return fields.map((f) => {
    const path = at ? `${at}.${f.key}` : f.key;
    const text = textAt(scope, path, f.key);
    return { ...f, label: text.label, help: text.help, spec: localizeSpec(scope, f.spec, path, f.key) };
  });
}
