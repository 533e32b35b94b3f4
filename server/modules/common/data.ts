import type { Option, PublicType } from '../../../schemas/common';
import { PRODUCT_TYPE, TERMINAL_TYPE } from '../../../schemas/client-config';
import { JOB_DEGREES, JOB_EXPERIENCES } from '../../../schemas/job';

/**
 * Reference lists that are the same for every tenant and change with a release,
 * not at run time: dictionaries, schools, majors, highlights, certificates, the
 * career test and the help centre. Kept in code (typed, reviewed) rather than in
 * tables nobody edits.
 */

const opts = (labels: readonly string[]): Option[] => labels.map((label, i) => ({ label, value: i }));
const named = (labels: readonly string[]): Option[] => labels.map((label) => ({ label, value: label }));

/** Salary bands of the filter popup, monthly yuan: [min, max] (0 open-ended). */
export const SALARY_BANDS: readonly (readonly [string, number, number])[] = [
  ['3K以下', 0, 3000],
  ['3-5K', 3000, 5000],
  ['5-10K', 5000, 10000],
  ['10-15K', 10000, 15000],
  ['15-20K', 15000, 20000],
  ['20-30K', 20000, 30000],
  ['30-50K', 30000, 50000],
  ['50K以上', 50000, 0],
];

/** jobs.job_type: 1 full-time, 2 part-time, 3 internship. */
export const JOB_TYPES: readonly Option[] = [
  { label: '全职', value: 1 },
  { label: '兼职', value: 2 },
  { label: '实习', value: 3 },
];
/** jobs.salary_unit: 1 month, 2 day, 3 hour. */
export const SALARY_UNITS: readonly Option[] = [
  { label: '月薪', value: 1 },
  { label: '日薪', value: 2 },
  { label: '时薪', value: 3 },
];

export const PUBLIC_TYPES: readonly PublicType[] = [
  { key: 'degree', name: '学历', list: named(JOB_DEGREES) },
  { key: 'experience', name: '工作经验', list: named(JOB_EXPERIENCES) },
  { key: 'jobType', name: '工作性质', list: [...JOB_TYPES] },
  { key: 'salaryUnit', name: '薪资单位', list: [...SALARY_UNITS] },
  { key: 'salary', name: '薪资范围', list: SALARY_BANDS.map(([label, lo, hi]) => ({ label, value: `${lo}-${hi}` })) },
  { key: 'scale', name: '公司规模', list: named(['0-20人', '20-99人', '100-499人', '500-999人', '1000-9999人', '10000人以上']) },
  { key: 'nature', name: '公司性质', list: named(['民营', '国企', '外资', '合资', '上市公司', '事业单位']) },
  { key: 'jobStatus', name: '求职状态', list: opts(['离职-随时到岗', '在职-月内到岗', '在职-考虑机会', '在职-暂不考虑']) },
  { key: 'arrival', name: '到岗时间', list: named(['随时', '一周内', '两周内', '一个月内', '三个月内']) },
  { key: 'gender', name: '性别', list: [{ label: '不限', value: 0 }, { label: '男', value: 1 }, { label: '女', value: 2 }] },
  {
    key: 'welfare',
    name: '福利待遇',
    list: named(['五险一金', '双休', '带薪年假', '年终奖', '餐补', '交通补助', '住房补贴', '定期体检', '节日福利', '弹性工作', '员工旅游', '股票期权', '包吃住', '加班补助']),
  },
  { key: 'language', name: '语言', list: named(['英语', '日语', '韩语', '法语', '德语', '俄语', '西班牙语', '粤语']) },
];

/** Product types by numeric key (spec §3: turned into lists with value). */
export const PRODUCT_TYPES: Readonly<Record<number, string>> = { [PRODUCT_TYPE]: '招聘', 2: '直播招聘', 3: '校园招聘', 4: '招聘会' };
/** Terminal types by numeric key. */
export const TERMINAL_TYPES: Readonly<Record<number, string>> = {
  11: 'PC网页',
  21: '微信小程序',
  31: 'App',
  [TERMINAL_TYPE]: '移动网页',
  51: '微信公众号网页',
};

/** A map keyed by number as a list of {value, label}, in key order. */
export function mapToList(map: Readonly<Record<number, string>>): { value: number; label: string }[] {
  return Object.entries(map)
    .map(([k, label]) => ({ value: Number(k), label }))
    .sort((a, b) => a.value - b.value);
}

/** City codes of 热门地区, in the order a city picker shows them. */
export const HOT_CITY_CODES = ['110100', '310100', '440100', '440300', '330100', '510100', '420100', '320100', '610100', '120100', '500100', '320500'];

export const SCHOOLS: readonly string[] = [
  '北京大学', '清华大学', '中国人民大学', '北京师范大学', '北京航空航天大学', '北京理工大学', '中国农业大学', '北京邮电大学', '北京交通大学', '北京科技大学',
  '复旦大学', '上海交通大学', '同济大学', '华东师范大学', '上海财经大学', '华东理工大学', '上海大学', '东华大学',
  '浙江大学', '浙江工业大学', '杭州电子科技大学', '浙江理工大学', '宁波大学',
  '南京大学', '东南大学', '南京航空航天大学', '南京理工大学', '河海大学', '苏州大学', '江南大学', '南京师范大学',
  '中山大学', '华南理工大学', '暨南大学', '华南师范大学', '深圳大学', '南方科技大学', '广东工业大学',
  '武汉大学', '华中科技大学', '武汉理工大学', '华中师范大学', '中南财经政法大学',
  '四川大学', '电子科技大学', '西南交通大学', '西南财经大学', '重庆大学', '西南大学',
  '西安交通大学', '西北工业大学', '西安电子科技大学', '西北大学', '长安大学',
  '南开大学', '天津大学', '山东大学', '中国海洋大学', '厦门大学', '福州大学', '湖南大学', '中南大学',
  '吉林大学', '哈尔滨工业大学', '东北大学', '大连理工大学', '兰州大学', '郑州大学', '合肥工业大学', '中国科学技术大学',
  '北京电子科技职业学院', '深圳职业技术大学', '浙江机电职业技术学院', '南京工业职业技术大学', '广州番禺职业技术学院',
];

export const MAJORS: readonly string[] = [
  '计算机科学与技术', '软件工程', '网络工程', '信息安全', '数据科学与大数据技术', '人工智能', '物联网工程', '电子信息工程', '通信工程', '微电子科学与工程',
  '自动化', '电气工程及其自动化', '机械设计制造及其自动化', '车辆工程', '材料科学与工程', '土木工程', '建筑学', '工程管理', '测绘工程', '化学工程与工艺',
  '数学与应用数学', '统计学', '物理学', '化学', '生物科学', '生物技术', '环境工程', '食品科学与工程',
  '经济学', '金融学', '国际经济与贸易', '财务管理', '会计学', '审计学', '工商管理', '市场营销', '人力资源管理', '物流管理', '电子商务', '旅游管理',
  '法学', '社会工作', '汉语言文学', '新闻学', '广告学', '广播电视编导', '英语', '日语', '翻译', '商务英语',
  '视觉传达设计', '环境设计', '产品设计', '数字媒体艺术', '动画', '音乐学', '美术学',
  '临床医学', '护理学', '药学', '口腔医学', '医学影像学', '中医学', '预防医学',
  '学前教育', '小学教育', '教育学', '体育教育', '心理学',
  '计算机应用技术', '软件技术', '电子商务技术', '会计', '市场营销(专科)', '护理', '数控技术', '机电一体化技术', '汽车检测与维修技术', '酒店管理',
];

/** Highlights a seeker adds to a resume (emphasis add popup), by position category (level 1 id). */
export const EMPHASIS_BY_CATEGORY: Readonly<Record<number, readonly string[]>> = {
  1: ['Java', 'Python', 'Go', 'Spring Boot', 'MySQL', 'Redis', '微服务', 'Linux', 'Docker', 'Kubernetes', 'React', 'Vue', 'TypeScript', '高并发', '分布式系统', '机器学习'],
  2: ['需求分析', 'Axure', '产品规划', '数据分析', '用户研究', '项目管理', 'PMP', '敏捷开发'],
  3: ['Figma', 'Photoshop', 'Illustrator', 'Sketch', 'C4D', '交互设计', '品牌设计', '手绘'],
  4: ['新媒体运营', '短视频', '直播带货', '社群运营', '活动策划', '文案写作', 'SEO', '数据复盘'],
  5: ['大客户开发', '渠道拓展', '谈判能力', '客户维护', '电话销售', '地推', '招投标', 'CRM'],
  6: ['招聘', '薪酬绩效', '员工关系', '培训', '全盘账务', '税务筹划', '用友', '金蝶', 'Excel'],
  7: ['叉车证', '电工证', '焊工证', 'C1驾照', 'A2驾照', '数控编程', '设备维护', '质量管理', '仓储管理'],
  8: ['餐饮服务', '中餐', '西点', '收银', '门店管理', '客户服务', '健康证'],
  9: ['教师资格证', '普通话二甲', '护士执业证', '执业药师', '课程设计', '班级管理'],
};
export const EMPHASIS_GENERAL: readonly string[] = ['沟通能力强', '执行力强', '学习能力强', '团队合作', '抗压能力强', '责任心强', '吃苦耐劳', '英语六级', '有驾照', '可接受出差'];
export const EMPHASIS_HOT: readonly string[] = ['沟通能力强', '执行力强', '学习能力强', '团队合作', 'Java', 'Python', '新媒体运营', '数据分析', 'Excel', '英语六级', '抗压能力强', 'C1驾照'];

/** Certificates (qualificationsGet/GetAll), by group key. */
export const QUALIFICATIONS: readonly { key: string; name: string; list: readonly string[] }[] = [
  { key: 'language', name: '语言能力', list: ['大学英语四级', '大学英语六级', '英语专业八级', '雅思', '托福', '日语能力考试N1', '日语能力考试N2', '普通话一级乙等', '普通话二级甲等'] },
  { key: 'computer', name: '计算机', list: ['全国计算机等级考试二级', '全国计算机等级考试三级', '软考中级', '软考高级', '华为HCIE', '思科CCNA', 'PMP项目管理'] },
  { key: 'finance', name: '财会金融', list: ['初级会计师', '中级会计师', '注册会计师(CPA)', '证券从业资格', '基金从业资格', '银行从业资格', 'CFA'] },
  { key: 'profession', name: '职业资格', list: ['教师资格证', '护士执业资格证', '执业药师', '法律职业资格证', '人力资源管理师', '一级建造师', '二级建造师', '注册造价工程师'] },
  { key: 'skill', name: '技能证书', list: ['电工证', '焊工证', '叉车证', '健康证', 'C1驾驶证', 'A2驾驶证', '育婴师', '中式烹调师'] },
];

/** Introductions shown by key (introduce/find). */
export const INTRODUCES: Readonly<Record<string, { title: string; content: string }>> = {
  about: { title: '关于我们', content: '<p>我们是一家专注于本地招聘的服务平台，连接求职者与企业，提供职位搜索、在线投递、即时沟通和视频面试。</p>' },
  vip: { title: '会员权益', content: '<p>开通会员后可查看更多联系方式、置顶简历、获得优先推荐，并享受专属客服。</p>' },
  'resume-top': { title: '简历置顶', content: '<p>置顶后你的简历会在招聘者搜索结果中优先展示，被查看的机会平均提升 3 倍。</p>' },
  'job-refresh': { title: '职位刷新', content: '<p>刷新后职位会重新排到最新列表的前面，建议每天刷新一次。</p>' },
  safety: { title: '求职安全提示', content: '<p>任何以收取押金、培训费、服装费为前提的招聘都可能是诈骗。遇到可疑情况请立即举报。</p>' },
};

/** Position-group interview questions (position/questions), by level-1 category. */
export const QUESTIONS_BY_CATEGORY: Readonly<Record<number, readonly string[]>> = {
  1: ['介绍一个你主导过的项目，你在其中解决了什么技术难题？', '如何定位一次线上接口变慢的问题？', '你如何保证代码质量？', '说说你对微服务拆分的理解。'],
  2: ['讲一个你从0到1负责的产品功能。', '你如何判断一个需求是否值得做？', '产品上线后用哪些指标衡量效果？'],
  3: ['介绍一份你最满意的作品及设计思路。', '如何与开发沟通还原设计稿？', '你如何做用户调研？'],
  4: ['你做过最成功的一次活动是什么？数据如何？', '如何提升用户留存？', '怎样写出一篇高转化的文案？'],
  5: ['你如何开发新客户？', '遇到客户拒绝时你会怎么做？', '介绍你业绩最好的一个月。'],
  6: ['如何处理员工之间的矛盾？', '月末结账的流程是怎样的？', '你如何保证数据准确无误？'],
  7: ['你持有哪些操作证书？', '如何保证生产安全？', '能否接受倒班？'],
  8: ['遇到顾客投诉你会怎么处理？', '能否接受周末上班？', '你如何提高服务质量？'],
  9: ['你的教学(护理)理念是什么？', '遇到难沟通的家长(患者)怎么办？', '如何持续提升专业能力？'],
};
export const QUESTIONS_GENERAL: readonly string[] = ['请做一个简单的自我介绍。', '你为什么离开上一家公司？', '你对薪资有什么期望？', '你未来三年的职业规划是什么？'];

/** The career test of /my/test (question/findAll, question/result): Holland's six types. */
export const HOLLAND_TYPES: Readonly<Record<string, { name: string; desc: string; jobs: readonly string[] }>> = {
  R: { name: '实际型', desc: '喜欢动手操作，擅长使用工具和机器，做事踏实。', jobs: ['机械工程师', '电工', '数控车床操作工', '硬件工程师'] },
  I: { name: '研究型', desc: '喜欢思考和分析，求知欲强，善于解决抽象问题。', jobs: ['算法工程师', '数据分析师', 'Java开发工程师', '临床医生'] },
  A: { name: '艺术型', desc: '富有想象力和创造力，追求表达与美感。', jobs: ['UI设计师', '平面设计师', '文案策划', '视频剪辑师'] },
  S: { name: '社会型', desc: '乐于助人，善于沟通与合作，关心他人。', jobs: ['小学教师', '护士', '人事专员', '客服专员'] },
  E: { name: '企业型', desc: '有领导欲和说服力，喜欢挑战和竞争。', jobs: ['销售经理', '产品经理', '商务拓展经理', '门店店长'] },
  C: { name: '常规型', desc: '细心有条理，喜欢按规则做事，重视准确。', jobs: ['会计', '出纳', '行政专员', '仓库管理员'] },
};
export const TEST_QUESTIONS: readonly { id: number; title: string; options: readonly { label: string; value: string }[] }[] = [
  { id: 1, title: '周末你更愿意做什么？', options: [{ label: '修理或组装东西', value: 'R' }, { label: '读一本科普书', value: 'I' }, { label: '画画或拍照', value: 'A' }] },
  { id: 2, title: '在团队里你通常是？', options: [{ label: '组织大家的人', value: 'E' }, { label: '照顾大家情绪的人', value: 'S' }, { label: '整理文档和进度的人', value: 'C' }] },
  { id: 3, title: '你更享受哪种成就感？', options: [{ label: '解开一道难题', value: 'I' }, { label: '完成一件作品', value: 'A' }, { label: '谈成一笔生意', value: 'E' }] },
  { id: 4, title: '哪种工作环境更吸引你？', options: [{ label: '车间或户外', value: 'R' }, { label: '安静有序的办公室', value: 'C' }, { label: '和人打交道的前台', value: 'S' }] },
  { id: 5, title: '朋友常夸你？', options: [{ label: '有创意', value: 'A' }, { label: '靠谱细心', value: 'C' }, { label: '有说服力', value: 'E' }] },
  { id: 6, title: '遇到新电器你会？', options: [{ label: '直接动手试', value: 'R' }, { label: '先研究原理', value: 'I' }, { label: '请别人教我', value: 'S' }] },
  { id: 7, title: '你更想学习？', options: [{ label: '心理学', value: 'S' }, { label: '设计', value: 'A' }, { label: '财务', value: 'C' }] },
  { id: 8, title: '理想的一天是？', options: [{ label: '带领团队拿下项目', value: 'E' }, { label: '做实验找到答案', value: 'I' }, { label: '亲手做好一件实物', value: 'R' }] },
];

export const HELP_ITEMS: readonly { id: number; category: string; title: string; content: string }[] = [
  { id: 1, category: '账号与登录', title: '收不到短信验证码怎么办？', content: '<p>请确认手机号填写正确、手机信号正常，并检查是否被安全软件拦截。同一号码每分钟只能获取一次验证码，每天最多 10 次。</p>' },
  { id: 2, category: '账号与登录', title: '如何修改登录密码？', content: '<p>进入「我的 - 账号与设置 - 修改密码」，输入原密码和新密码即可。忘记原密码可在登录页点击「忘记密码」通过短信找回。</p>' },
  { id: 3, category: '账号与登录', title: '如何切换求职者和招聘者身份？', content: '<p>进入「我的」，点击「切换身份」，选择要切换的身份并确认。切换为招聘者前需要先完善企业信息。</p>' },
  { id: 4, category: '求职与投递', title: '投递简历后多久会有回复？', content: '<p>企业一般会在 3 个工作日内处理简历。你可以在「投递记录」里查看状态，超过 3 天未处理可以点击「催一催」提醒企业。</p>' },
  { id: 5, category: '求职与投递', title: '为什么投递时提示完善简历？', content: '<p>投递需要一份完整的在线简历，至少包含基本信息、求职意向和工作(或教育)经历。按提示补全后即可投递。</p>' },
  { id: 6, category: '求职与投递', title: '如何搜索附近的职位？', content: '<p>在职位页点击「附近」，允许获取位置后即可按距离由近到远查看职位，也可以选择 1、3、5、10 公里范围。</p>' },
  { id: 7, category: '简历与隐私', title: '如何不让当前公司看到我的简历？', content: '<p>进入「我的 - 屏蔽公司」，搜索并屏蔽该公司，被屏蔽的公司将无法搜索到或查看你的简历。</p>' },
  { id: 8, category: '简历与隐私', title: '我的手机号会被公开吗？', content: '<p>不会。招聘者默认只能看到打码后的号码，只有你主动交换联系方式或投递后，对方才能看到完整号码。</p>' },
  { id: 9, category: '企业招聘', title: '如何发布职位？', content: '<p>以招聘者身份登录，进入「职位管理 - 发布职位」，填写职位名称、薪资、地点和要求，提交后即可上线。</p>' },
  { id: 10, category: '企业招聘', title: '企业认证需要哪些材料？', content: '<p>需要上传营业执照，并由企业法人或授权人完成实名认证。认证通过后企业主页会显示认证标识。</p>' },
  { id: 11, category: '安全提示', title: '遇到要求交费的招聘怎么办？', content: '<p>正规企业招聘不会收取任何费用。遇到要求交押金、培训费、体检费等情况，请立即停止沟通并在聊天页举报。</p>' },
];
