import { itReadsAsBefore, readsTheBrief, readsThePerson } from '../helpers/review-rows.ts';
import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 61: classes found in held-out sets and attack passes, each on an invented body.

describe("Reader (review 61): a business's or a referrer's word glued to a contact's term, in a script written without spaces", () => {
  // Chinese, Japanese and Thai keys carry no spaces: a merchant's phone is `商户电话` (merchant + phone), a store's
  // `店舗電話番号`, a referrer's number `เบอร์ผู้แนะนำ` (number + referrer, the qualifier after the noun). The qualifier
  // glued to the term says whose the value is, as `store_phone` and `referrer_phone` do: someone else's, read only
  // when the person has no contact of their own, and the business's own name stays out of the brief.
  readsTheBrief(
    [
      {
        what: "Chinese: a merchant's mobile first, the buyer's under a contact phone's key",
        country: 'CN',
        body: {
          订单号: 'DD20261204',
          商户名称: '深圳鹏城家电',
          商户电话: '13800138000',
          买家: '王小明',
          联系电话: '13912345678',
          备注: '周六上午送货',
        },
        name: '王小明',
        phone: '+8613912345678',
        email: null,
        answers: ['周六上午送货'],
        leaks: ['13800138000', '深圳鹏城家电'],
      },
      {
        what: "Japanese: a store's number and name before its customer's",
        country: 'JP',
        body: {
          店舗名: 'さくら不動産 新宿店',
          店舗電話番号: '03-5321-1111',
          お客様氏名: '山田 花子',
          お客様電話番号: '090-1234-5678',
          ご要望: '2LDKで駅近希望',
        },
        name: '山田 花子',
        phone: '+819012345678',
        email: null,
        answers: ['2LDKで駅近希望'],
        leaks: ['03-5321-1111', 'さくら不動産'],
      },
      {
        what: "Thai: a referrer's number, its qualifier after the noun",
        country: 'TH',
        body: {
          ชื่อ: 'สมชาย ใจดี',
          เบอร์ผู้แนะนำ: '0812345678',
          เบอร์ติดต่อ: '0898765432',
          ข้อความ: 'สนใจคอนโดสองห้องนอน',
        },
        name: 'สมชาย ใจดี',
        phone: '+66898765432',
        email: null,
        answers: ['สนใจคอนโดสองห้องนอน'],
        leaks: ['0812345678'],
      },
      {
        what: "Chinese: a referrer's phone beside the person's email only",
        country: 'CN',
        body: { 姓名: '李华', 推荐人电话: '13800138000', 邮箱: 'li.hua@qq.com', 需求: '三居室装修报价' },
        name: '李华',
        phone: null,
        email: 'li.hua@qq.com',
        answers: ['三居室装修报价'],
        leaks: ['13800138000'],
      },
      {
        what: "the customer's own phone glued to the customer's word stays theirs",
        country: 'CN',
        body: { 商家电话: '13800138000', 客户姓名: '李华', 客户电话: '13912345678', 需求: '三居室装修报价' },
        name: '李华',
        phone: '+8613912345678',
        email: null,
        answers: ['三居室装修报价'],
        leaks: ['13800138000'],
      },
    ],
    (what) => what,
  );
});

describe("Reader (review 61): a conversation's turns each typed as text beside their writer", () => {
  // Chat tools type every turn (`{from: "bot", type: "text", text: "…"}`, `{role: "assistant", type: "text", …}`): the
  // turn names its writer beside its typed text, so it is a turn, walked, not a value wrapped in its type; the bot's and
  // the assistant's lines stay out of the brief, as they do when the turn carries no type.
  readsTheBrief(
    [
      {
        what: 'English: a bot asking, the customer answering',
        country: 'US',
        body: {
          event: 'message.received',
          contact: { id: 'c_88213', name: 'Katherine Wong', phone: '+1 415 823 9907' },
          messages: [
            { from: 'customer', type: 'text', text: 'Hi, how much for teeth whitening?' },
            { from: 'bot', type: 'text', text: 'Could you tell me a good time to call you back?' },
            { from: 'customer', type: 'text', text: 'Weekday evenings after 6 work best' },
          ],
        },
        name: 'Katherine Wong',
        phone: '+14158239907',
        email: null,
        answers: ['how much for teeth whitening', 'Weekday evenings after 6'],
        leaks: ['a good time to call you back'],
      },
      {
        what: "Portuguese: an assistant's lines by role",
        country: 'BR',
        body: {
          conversation_id: 'cv_1',
          contact: { name: 'Ana Souza', phone: '+55 11 98765 4321' },
          transcript: [
            { role: 'assistant', type: 'text', text: 'Olá! Como posso ajudar?' },
            { role: 'user', type: 'text', text: 'Quero orçamento para energia solar, conta de luz R$ 600' },
            { role: 'assistant', type: 'text', text: 'Ótimo, um consultor vai ligar para você.' },
          ],
        },
        name: 'Ana Souza',
        phone: '+5511987654321',
        email: null,
        answers: ['energia solar, conta de luz R$ 600'],
        leaks: ['Como posso ajudar', 'um consultor vai ligar'],
      },
      {
        what: "Cantonese: a bot's question between the customer's turns",
        country: 'HK',
        body: {
          event: 'message.received',
          channel: 'whatsapp',
          contact: { id: 'c_5521', name: '黃嘉欣', phone: '85291234567' },
          messages: [
            { from: 'customer', type: 'text', text: '你好，想問下牙齒美白幾錢？' },
            { from: 'bot', type: 'text', text: '請問你想幾時預約？' },
            { from: 'customer', type: 'text', text: '下個星期六下晝' },
          ],
        },
        name: '黃嘉欣',
        phone: '+85291234567',
        email: null,
        answers: ['牙齒美白幾錢', '下個星期六下晝'],
        leaks: ['請問你想幾時預約'],
      },
    ],
    (what) => what,
  );
});

describe('Reader (review 61): a number given in a sentence as "my <phone word> is …", in any of the languages listed', () => {
  // A chat's first message carries the number in the person's words: a possessive, a phone's term or its abbreviation,
  // then the verb (`Mi cel es 55 …`, `mon portable est le 06 …`, `il mio cellulare è 347 …`). Each part is a list's
  // word (vocabulary-phone-phrases.ts); no whole phrase need be listed.
  const chat = (text: string, name: string, email: string) => ({
    event: 'chat:start',
    chatId: 'a2f7c1e0-29d4-11ef-9c3b-7b1f4e2d8a61',
    message: { text, type: 'msg', sender: { type: 'visitor' } },
    visitor: { name, email },
  });
  readsTheBrief(
    [
      {
        what: 'Spanish, the abbreviation: "Mi cel es …"',
        country: 'MX',
        body: chat(
          'Hola, me interesa el departamento en Narvarte. Mi cel es 55 3482 7169, prefiero WhatsApp.',
          'Andrea Villalobos',
          'andrea.villalobos@correo-mx.com',
        ),
        name: 'Andrea Villalobos',
        phone: '+525534827169',
        email: 'andrea.villalobos@correo-mx.com',
        answers: ['departamento en Narvarte'],
        leaks: ['a2f7c1e0'],
      },
      {
        what: 'French, an article after the verb: "mon portable est le …"',
        country: 'FR',
        body: chat(
          'Bonjour, je voudrais un devis pour une pompe à chaleur. Mon portable est le 06 12 48 73 95.',
          'Claire Dubois',
          'claire.dubois@laposte.net',
        ),
        name: 'Claire Dubois',
        phone: '+33612487395',
        email: 'claire.dubois@laposte.net',
        answers: ['pompe à chaleur'],
        leaks: [],
      },
      {
        what: 'Italian: "il mio cellulare è …"',
        country: 'IT',
        body: chat(
          'Salve, vorrei informazioni sul corso di vela. Il mio cellulare è 347 215 8890, grazie.',
          'Marco Bianchi',
          'marco.bianchi@libero.it',
        ),
        name: 'Marco Bianchi',
        phone: '+393472158890',
        email: 'marco.bianchi@libero.it',
        answers: ['corso di vela'],
        leaks: [],
      },
      {
        what: 'guard: someone else\'s number in the same words ("my manager\'s cell is …") is none',
        country: 'US',
        body: chat(
          "Hi, I'd like a quote for office cleaning. My manager's cell is 415 823 9907 if I am out.",
          'Dana Ortiz',
          'dana.ortiz@gmail.com',
        ),
        name: 'Dana Ortiz',
        phone: null,
        email: 'dana.ortiz@gmail.com',
        answers: ['office cleaning'],
        leaks: [],
      },
    ],
    (what) => what,
  );
});

describe("Reader (review 61): guards from the attacker's pass (/work/attack61), each reading as at a1c35054", () => {
  // A shop owner's own application (`店铺名称`, `店舗電話番号`), the branch the person chose (`预约门店`, `ご希望の店舗`), a
  // business's word inside another word (`个体工商户`, `商店街`), and form text in other scripts holding a referrer's or a
  // sales assistant's number: the business's words count only beside the person named as its customer; the form text in
  // other scripts stays text (its referrer's `电话` beside `推荐人=` had become the person's).
  itReadsAsBefore([
    {
      id: 'a01-zh-merchant-onboard',
      country: 'CN',
      body: {
        商户名称: '鹏城小厨',
        商户联系人: '王小明',
        商户联系电话: '139 1234 5678',
        门店数量: '3家',
        门店地址: '深圳市南山区科技园南区',
        经营类目: '餐饮·快餐',
        需求: '聚合收款码和收银机',
      },
      person: { name: null, phone: '+8613912345678', email: null },
      notes:
        '商户名称: 鹏城小厨\n商户联系人: 王小明\n门店数量: 3家\n门店地址: 深圳市南山区科技园南区\n经营类目: 餐饮·快餐\n需求: 聚合收款码和收银机',
    },
    {
      id: 'a02-zh-marketplace-seller',
      country: 'CN',
      body: {
        姓名: '陈静',
        店铺名称: '静好小铺',
        店铺电话: '15821456789',
        主营类目: '女装',
        月销售额: '约20万',
        是否有品牌授权: '有',
      },
      person: { name: '陈静', phone: '+8615821456789', email: null },
      notes: '店铺名称: 静好小铺\n主营类目: 女装\n月销售额: 约20万\n是否有品牌授权: 有',
    },
    {
      id: 'a03-zh-salon-branch-visit',
      country: 'CN',
      body: {
        姓名: '刘洋',
        手机: '13681234567',
        预约门店: '朝阳大悦城店',
        到店时间: '周六下午3点',
        服务项目: '烫发+护理',
      },
      person: { name: '刘洋', phone: '+8613681234567', email: null },
      notes: '预约门店: 朝阳大悦城店\n到店时间: 周六下午3点\n服务项目: 烫发+护理',
    },
    {
      id: 'a04-zh-gym-bare-mendian',
      country: 'CN',
      body: {
        姓名: '孙悦',
        电话: '17721349876',
        门店: '徐汇万体馆店',
        体验项目: '私教体验课',
        方便时间: '工作日晚上7点后',
      },
      person: { name: '孙悦', phone: '+8617721349876', email: null },
      notes: '门店: 徐汇万体馆店\n体验项目: 私教体验课\n方便时间: 工作日晚上7点后',
    },
    {
      id: 'a07-zh-getihu',
      country: 'CN',
      body: {
        姓名: '李建国',
        手机号: '13267845120',
        个体工商户名称: '李记牛肉面馆',
        经营年限: '5年',
        贷款金额: '30万',
        贷款用途: '店面扩张',
      },
      person: { name: '李建国', phone: '+8613267845120', email: null },
      notes: '个体工商户名称: 李记牛肉面馆\n经营年限: 5年\n贷款金额: 30万\n贷款用途: 店面扩张',
    },
    {
      id: 'a08-zh-franchise-has-store',
      country: 'CN',
      body: {
        姓名: '黄鹏',
        电话: '18820134567',
        意向加盟城市: '长沙',
        是否有门店: '有，临街商铺80平米',
        可投资金额: '50-80万',
      },
      person: { name: '黄鹏', phone: '+8618820134567', email: null },
      notes: '意向加盟城市: 长沙\n是否有门店: 有，临街商铺80平米\n可投资金额: 50-80万',
    },
    {
      id: 'a09-zh-shop-renovation',
      country: 'CN',
      body: {
        称呼: '郑女士',
        联系电话: '13798451203',
        装修类型: '门店装修',
        门店面积: '120平米',
        门店地址: '杭州市西湖区文三路88号',
        预算: '15万左右',
      },
      person: { name: '郑女士', phone: '+8613798451203', email: null },
      notes: '装修类型: 门店装修\n门店面积: 120平米\n门店地址: 杭州市西湖区文三路88号\n预算: 15万左右',
    },
    {
      id: 'a10-zh-ecom-agency',
      country: 'CN',
      body: {
        联系人: '马超',
        手机: '18911223344',
        微信: 'machao_88',
        店铺名称: '超哥数码专营店',
        店铺链接: 'https://shop123456.taobao.com',
        店铺类目: '3C数码',
        店铺月销售额: '50万',
        需要服务: '直通车代运营',
      },
      person: { name: null, phone: '+8618911223344', email: null },
      notes:
        '联系人: 马超\n微信: machao_88\n店铺名称: 超哥数码专营店\n店铺类目: 3C数码\n店铺月销售额: 50万\n需要服务: 直通车代运营',
    },
    {
      id: 'a13-zh-attach-guide',
      country: 'CN',
      body: {
        out_trade_no: 'WX20261207102233',
        total_fee: '29900',
        payer_name: '钱多多',
        payer_email: 'qianduoduo@163.com',
        attach: '门店=静安寺店&导购=李娜&导购电话=13798451203',
      },
      person: { name: '钱多多', phone: null, email: 'qianduoduo@163.com' },
      notes: 'attach: 门店=静安寺店&导购=李娜&导购电话=13798451203',
    },
    {
      id: 'a14-zh-extra-booking',
      country: 'CN',
      body: { nickname: '小鱼', phone: '13522334455', extra: '门店=静安寺店&项目=美甲&时间=周六14:00' },
      person: { name: null, phone: '+8613522334455', email: null },
      notes: 'nickname: 小鱼\nextra: 门店=静安寺店&项目=美甲&时间=周六14:00',
    },
    {
      id: 'a15-zh-promo-referrer-plain-phone',
      country: 'CN',
      body: {
        姓名: '高远',
        邮箱: 'gaoyuan@qq.com',
        推广信息: '推荐人=张伟&电话=13912345678&活动=双十二',
        需求: '想了解留学申请',
      },
      person: { name: '高远', phone: null, email: 'gaoyuan@qq.com' },
      notes: '推广信息: 推荐人=张伟&电话=13912345678&活动=双十二\n需求: 想了解留学申请',
    },
    {
      id: 'a22-ja-franchise-apply',
      country: 'JP',
      body: {
        お名前: '中村 大輔',
        電話番号: '080-5678-1234',
        メールアドレス: 'd.nakamura@gmail.com',
        加盟店希望エリア: '大阪府堺市',
        開業希望時期: '2027年春',
        自己資金: '500万円',
      },
      person: { name: '中村 大輔', phone: '+818056781234', email: 'd.nakamura@gmail.com' },
      notes: '加盟店希望エリア: 大阪府堺市\n開業希望時期: 2027年春\n自己資金: 500万円',
    },
    {
      id: 'a23-ja-franchise-owner-support',
      country: 'JP',
      body: {
        加盟店名: 'ほっとマート 渋谷道玄坂店',
        加盟店電話番号: '03-3461-2201',
        オーナー氏名: '佐藤 健一',
        携帯電話: '090-3412-7788',
        お問い合わせ内容: 'POSレジが起動しない',
      },
      person: { name: '佐藤 健一', phone: '+819034127788', email: null },
      notes: '加盟店名: ほっとマート 渋谷道玄坂店\n加盟店電話番号: 03-3461-2201\nお問い合わせ内容: POSレジが起動しない',
    },
    {
      id: 'a24-ja-dealer-choice',
      country: 'JP',
      body: {
        お名前: '渡辺 翔',
        携帯電話番号: '070-4321-8765',
        試乗希望車種: 'プリウス',
        ご希望の販売店: 'ひかりモータース 新宿店',
        希望日時: '12月14日 午前',
      },
      person: { name: '渡辺 翔', phone: '+817043218765', email: null },
      notes: '試乗希望車種: プリウス\nご希望の販売店: ひかりモータース 新宿店\n希望日時: 12月14日 午前',
    },
    {
      id: 'a25-ja-ec-seller-signup',
      country: 'JP',
      body: {
        店舗名: '手づくり雑貨 こもれび',
        店舗URL: 'https://komorebi-zakka.jp',
        店舗電話番号: '080-1357-2468',
        代表者名: '高橋 美咲',
        取扱商品: 'ハンドメイドアクセサリー',
      },
      person: { name: null, phone: '+818013572468', email: null },
      notes: '店舗名: 手づくり雑貨 こもれび\n代表者名: 高橋 美咲\n取扱商品: ハンドメイドアクセサリー',
    },
    {
      id: 'a26-ja-branch-choice',
      country: 'JP',
      body: {
        お名前: '伊藤 さくら',
        電話番号: '090-8765-4321',
        ご希望の店舗: '梅田店',
        ご希望のメニュー: '全身脱毛 初回体験',
        来店希望日: '12月10日',
      },
      person: { name: '伊藤 さくら', phone: '+819087654321', email: null },
      notes: 'ご希望の店舗: 梅田店\nご希望のメニュー: 全身脱毛 初回体験\n来店希望日: 12月10日',
    },
    {
      id: 'a27-ja-shotengai',
      country: 'JP',
      body: {
        お名前: '山本 剛',
        電話番号: '080-2233-4455',
        出店希望の商店街: '中野サンモール',
        業種: 'カフェ',
        希望坪数: '15坪',
      },
      person: { name: '山本 剛', phone: '+818022334455', email: null },
      notes: '出店希望の商店街: 中野サンモール\n業種: カフェ\n希望坪数: 15坪',
    },
    {
      id: 'a30-ja-store-email-only',
      country: 'JP',
      body: {
        ご担当者名: '木村 拓也',
        店舗メールアドレス: 'kimura@cafe-kiki.jp',
        店舗名: 'カフェ キキ',
        席数: '24席',
        ご相談内容: 'セルフオーダー導入',
      },
      person: { name: null, phone: null, email: 'kimura@cafe-kiki.jp' },
      notes: 'ご担当者名: 木村 拓也\n店舗名: カフェ キキ\n席数: 24席\nご相談内容: セルフオーダー導入',
    },
    {
      id: 'a31-tw-food-platform-shop',
      country: 'TW',
      body: {
        店家名稱: '阿明牛肉麵',
        店家電話: '0912345678',
        負責人姓名: '林志明',
        店家地址: '台北市大安區永康街12號',
        料理類型: '麵食',
      },
      person: { name: '林志明', phone: '+886912345678', email: null },
      notes: '店家名稱: 阿明牛肉麵\n店家地址: 台北市大安區永康街12號\n料理類型: 麵食',
    },
    {
      id: 'a32-tw-branch',
      country: 'TW',
      body: { 姓名: '張雅婷', 手機: '0935221408', 預約門店: '信義旗艦店', 服務: '臉部保養', 時段: '週日下午' },
      person: { name: '張雅婷', phone: '+886935221408', email: null },
      notes: '預約門店: 信義旗艦店\n服務: 臉部保養\n時段: 週日下午',
    },
    {
      id: 'a35-th-seller-signup',
      country: 'TH',
      body: {
        ชื่อร้านค้า: 'บ้านขนมแม่นิด',
        เบอร์โทรร้านค้า: '081 234 5678',
        ชื่อเจ้าของ: 'นิดา ศรีสุข',
        ประเภทร้านค้า: 'ขนมไทย',
        จังหวัด: 'เชียงใหม่',
      },
      person: { name: 'นิดา ศรีสุข', phone: '+66812345678', email: null },
      notes: 'ชื่อร้านค้า: บ้านขนมแม่นิด\nประเภทร้านค้า: ขนมไทย\nจังหวัด: เชียงใหม่',
    },
    {
      id: 'a36-th-owner-name-glued',
      country: 'TH',
      body: {
        ชื่อเจ้าของร้านค้า: 'สุนิสา ทองดี',
        เบอร์มือถือ: '089 123 4567',
        จำนวนสาขาร้านค้า: '2 สาขา',
        สนใจ: 'ระบบ POS ร้านกาแฟ',
      },
      person: { name: 'สุนิสา ทองดี', phone: '+66891234567', email: null },
      notes: 'จำนวนสาขาร้านค้า: 2 สาขา\nสนใจ: ระบบ POS ร้านกาแฟ',
    },
    {
      id: 'a39-th-promo-referrer-plain',
      country: 'TH',
      body: {
        ชื่อ: 'กมล แสงทอง',
        อีเมล: 'kamol.s@gmail.com',
        โปรโมชั่น: 'รหัส=NEWYEAR&ผู้แนะนำ=คุณวิภา&เบอร์=0891234567',
        ข้อความ: 'สนใจแพ็กเกจทัวร์ญี่ปุ่น',
      },
      person: { name: 'กมล แสงทอง', phone: null, email: 'kamol.s@gmail.com' },
      notes: 'โปรโมชั่น: รหัส=NEWYEAR&ผู้แนะนำ=คุณวิภา&เบอร์=0891234567\nข้อความ: สนใจแพ็กเกจทัวร์ญี่ปุ่น',
    },
    {
      id: 'a43-zh-store-email-only-owner',
      country: 'CN',
      body: {
        联系人: '曹敏',
        手机: '13856781234',
        商家名称: '曹记火锅',
        商家电话: '0571-87654321',
        商家邮箱: 'caomin@caojihuoguo.com',
        门店数: '4',
        关注功能: '扫码点餐、会员储值',
      },
      person: { name: null, phone: '+8613856781234', email: 'caomin@caojihuoguo.com' },
      notes: '联系人: 曹敏\n商家名称: 曹记火锅\n商家电话: 0571-87654321\n门店数: 4\n关注功能: 扫码点餐、会员储值',
    },
    {
      id: 'a44-zh-seller-question',
      country: 'CN',
      body: { 姓名: '袁芳', 手机: '13705551234', 您是卖家还是买家: '卖家', 遇到的问题: '提现一直在审核中' },
      person: { name: '袁芳', phone: '+8613705551234', email: null },
      notes: '您是卖家还是买家: 卖家\n遇到的问题: 提现一直在审核中',
    },
    {
      id: 'a45-zh-zh-shop-visit-time-only',
      country: 'CN',
      body: {
        客户姓名: '唐宁',
        客户电话: '18500001234',
        意向车型: '比亚迪汉EV',
        意向门店: '北京亦庄4S店',
        预计到店时间: '本周日上午',
      },
      person: { name: '唐宁', phone: '+8618500001234', email: null },
      notes: '意向车型: 比亚迪汉EV\n意向门店: 北京亦庄4S店\n预计到店时间: 本周日上午',
    },
    {
      id: 'a46-es-accented-sentence-form',
      country: 'MX',
      body: { nombre: 'Lucía Hernández', telefono: '55 3847 2916', mensaje: 'Cotización=urgente&envío=a Querétaro' },
      person: { name: 'Lucía Hernández', phone: '+525538472916', email: null },
      notes: 'mensaje: Cotización=urgente&envío=a Querétaro',
    },
    {
      id: 'a47-de-variant-form',
      country: 'DE',
      body: {
        name: 'Jonas Weber',
        telefon: '0151 23456789',
        produkt: 'Winterjacke Alpin',
        variante: 'Größe=XL&Farbe=Dunkelblau',
        nachricht: 'Ist die Jacke bis Freitag lieferbar?',
      },
      person: { name: 'Jonas Weber', phone: '+4915123456789', email: null },
      notes:
        'produkt: Winterjacke Alpin\nvariante: Größe=XL&Farbe=Dunkelblau\nnachricht: Ist die Jacke bis Freitag lieferbar?',
    },
    {
      id: 'a48-zh-car-seller-with-email',
      country: 'CN',
      body: {
        卖家姓名: '韩冰',
        卖家手机: '13916782345',
        邮箱: 'hanbing88@163.com',
        车型: '丰田凯美瑞 2018款',
        行驶里程: '8万公里',
      },
      person: { name: '韩冰', phone: '+8613916782345', email: 'hanbing88@163.com' },
      notes: '车型: 丰田凯美瑞 2018款\n行驶里程: 8万公里',
    },
    {
      id: 'a49-zh-seller-shop-phone-with-email',
      country: 'CN',
      body: {
        姓名: '陈静',
        邮箱: 'chenjing_shop@qq.com',
        店铺名称: '静好小铺',
        店铺电话: '15821456789',
        主营类目: '女装',
      },
      person: { name: '陈静', phone: '+8615821456789', email: 'chenjing_shop@qq.com' },
      notes: '店铺名称: 静好小铺\n主营类目: 女装',
    },
    {
      id: 'a50-ja-franchise-owner-mobile-email',
      country: 'JP',
      body: {
        オーナー氏名: '佐藤 健一',
        メールアドレス: 'k.sato.owner@gmail.com',
        加盟店名: 'ほっとマート 渋谷道玄坂店',
        加盟店電話番号: '090-3412-7788',
        お問い合わせ内容: '発注端末の交換希望',
      },
      person: { name: '佐藤 健一', phone: '+819034127788', email: 'k.sato.owner@gmail.com' },
      notes: '加盟店名: ほっとマート 渋谷道玄坂店\nお問い合わせ内容: 発注端末の交換希望',
    },
  ]);
});

describe("Reader (review 61): the one referred, and a customer named glued to the term, from the attacker's pass", () => {
  // `被推荐人` (the one referred) holds the referrer's word and is the lead's; `买家手机` qualifies the phone as the buyer's.
  readsThePerson([
    {
      note: 'a06-zh-referral-bei',
      country: 'CN',
      body: {
        推荐人姓名: '吴强',
        推荐人电话: '13510987654',
        被推荐人姓名: '周婷',
        被推荐人电话: '15067891234',
        意向课程: '少儿英语',
        孩子年龄: '7岁',
      },
      expect: { name: '周婷', phone: '+8615067891234', email: null },
    },
    {
      note: 'a28-ja-referral-hi',
      country: 'JP',
      body: {
        紹介者氏名: '松本 亮',
        紹介者電話番号: '090-1122-3344',
        被紹介者氏名: '井上 彩',
        被紹介者電話番号: '080-9988-7766',
        ご検討内容: '注文住宅',
      },
      expect: { name: '井上 彩', phone: '+818099887766', email: null },
    },
    {
      note: 'a11-zh-buyer-with-seller-note',
      country: 'CN',
      body: {
        订单号: 'E20261207153022',
        卖家电话: '13912340011',
        卖家备注: '已改价，包邮',
        买家姓名: '何丽',
        买家手机: '15912345678',
        买家留言: '请周末送货，工作日不在家',
      },
      expect: { name: '何丽', phone: '+8615912345678', email: null },
    },
  ]);
});

describe('Reader (review 61): the name of a thing the person bought or asks about, under its key in any language', () => {
  // `produto: {codigo, nome}` beside the buyer: the product's name, as `product: {name}` is, though it reads as a person's
  // (three capitalised words); not someone else's contact. The producer's own block beside it stays theirs.
  readsTheBrief(
    [
      {
        what: 'Portuguese: a checkout postback, the product beside its producer',
        country: 'BR',
        body: {
          chave_unica: '9a1c55e07b3d4f21',
          produto: { codigo: '218734', nome: 'Mentoria Confeitaria Lucrativa' },
          comprador: { nome: 'Juliana Prado', email: 'juliana.prado@gmail.com', telefone: '(11) 98472-3615' },
          produtor: { nome: 'Doce Escola Cursos Online Ltda', email: 'contato@doceescola.com.br' },
        },
        name: 'Juliana Prado',
        phone: '+5511984723615',
        email: 'juliana.prado@gmail.com',
        answers: ['Mentoria Confeitaria Lucrativa'],
        leaks: ['Doce Escola', 'contato@doceescola.com.br', '9a1c55e07b3d4f21'],
      },
      {
        what: 'Spanish: a course enrolment',
        country: 'MX',
        body: {
          curso: { id: 'c-4410', nombre: 'Diplomado Marketing Digital' },
          alumno: { nombre: 'Luis Herrera', correo: 'luis.herrera@gmail.com', celular: '55 3847 2916' },
        },
        name: 'Luis Herrera',
        phone: '+525538472916',
        email: 'luis.herrera@gmail.com',
        answers: ['Diplomado Marketing Digital'],
        leaks: ['c-4410'],
      },
    ],
    (what) => what,
  );
});

describe('Reader (review 61): questions described in a map keyed by ids, the answers keyed by the same ids', () => {
  // A quiz funnel sends its questions (`questions: {"6120": {questionName, question, typeName, sequence, …}}`) beside the
  // answers keyed by the same ids, a choice's answer empty and its chosen options listed beside it
  // (`{answer: null, answerOptions: [{optionId, name}]}`): each answer reads under its question, the options by name,
  // the number typed into a text question is the phone, and the questions alone are not the person's words.
  const question = (name: string, text: string, type: string, sequence: number) => ({
    questionId: `question${sequence}`,
    questionName: name,
    question: text,
    sequence,
    required: 1,
    isMultiple: 0,
    typeId: type === 'Text' ? 3 : 0,
    typeName: type,
  });
  readsTheBrief(
    [
      {
        what: 'Turkish: a pilates studio quiz',
        country: 'TR',
        body: {
          client: { subscriberName: 'Selin Aydemir', email: 'selin.aydemir@gmail.com', uuid: '8b1f3c2e-5d7a' },
          questions: {
            '6120': question('Hedef', 'Pilates ile ana hedefiniz nedir?', 'SingleSelection', 1),
            '6121': question('Sıklık', 'Haftada kaç gün antrenman yapabilirsiniz?', 'SingleSelection', 2),
            '6123': question('Telefon', 'Sizi arayabilmemiz için telefon numaranız', 'Text', 3),
            '6124': question('Sağlık', 'Bilmemiz gereken bir durum var mı?', 'Text', 4),
          },
          answers: {
            '6120': {
              answerDate: '2026-06-12 21:14:03',
              answer: null,
              answerOptions: [{ optionId: 8841, name: 'Duruş bozukluğumu düzeltmek' }],
            },
            '6121': {
              answerDate: '2026-06-12 21:14:09',
              answer: null,
              answerOptions: [{ optionId: 8846, name: 'Haftada 2-3 gün' }],
            },
            '6123': { answerDate: '2026-06-12 21:14:31', answer: '0532 471 28 56', answerOptions: [] },
            '6124': { answerDate: '2026-06-12 21:14:58', answer: 'L4-L5 bel fıtığım var.', answerOptions: [] },
          },
        },
        name: 'Selin Aydemir',
        phone: '+905324712856',
        email: 'selin.aydemir@gmail.com',
        answers: ['Hedef: Duruş bozukluğumu düzeltmek', 'Sıklık: Haftada 2-3 gün', 'Sağlık: L4-L5 bel fıtığım var.'],
        leaks: ['Pilates ile ana hedefiniz nedir?', '2026-06-12', '8b1f3c2e'],
      },
    ],
    (what) => what,
  );
});

describe("Reader (review 61): a product's record holding its attributes as fields is no form", () => {
  // An order's line names the product beside its price and its attributes (`variation_info: {name, retail_price, fields:
  // [{name: "Size", value: "M"}]}`): `fields` beside a price marks no form, so the product's name is not briefed as the
  // form's. A form's own record (`{name, fields}` with no price) still names the form.
  it('names the product by its own key, not as the form', () => {
    const { notes } = readInput(
      {
        customer: { name: 'Jane Roe', phone: '+1 415 823 9907' },
        items: [
          {
            id: 88,
            quantity: 1,
            variation_info: {
              name: 'Linen square-neck dress',
              retail_price: 489000,
              fields: [
                { name: 'Color', value: 'Beige' },
                { name: 'Size', value: 'M' },
              ],
            },
          },
        ],
        note: 'Please call before delivery',
      },
      'US',
    );
    expect(notes).to.include('Linen square-neck dress').and.include('Size: M').and.not.include('form: Linen');
  });

  it("guard: a form's record with its fields names the form", () => {
    const { notes } = readInput(
      {
        form: { name: 'Kitchen quote', fields: [{ name: 'Budget', value: '$20k' }] },
        contact: { name: 'Jane Roe', email: 'jane.roe@gmail.com' },
      },
      'US',
    );
    expect(notes).to.include('form: Kitchen quote').and.include('Budget: $20k');
  });
});

describe("Reader (review 61): guards from the second attacker's pass (/work/attack61b), each reading as at a1c35054", () => {
  // A staff key holding the customer's word (`客户经理手机`, the customer manager's), a question about the merchant's own
  // customers (`月均客户数`), a turn's writer by name, address or number (`from: "Dan Kowalski"`), an agent's "my cell
  // is" on their own line or turn, and every option offered beside a question left unanswered.
  itReadsAsBefore([
    {
      id: 'a01-zh-loan-manager',
      country: 'CN',
      body: {
        借款人姓名: '张伟',
        借款人手机: '13912345678',
        客户经理: '李强',
        客户经理手机: '13812345679',
        贷款金额: '50万',
        贷款用途: '装修',
      },
      person: { name: '张伟', phone: '+8613912345678', email: null },
      notes: '客户经理: 李强\n贷款金额: 50万\n贷款用途: 装修',
    },
    {
      id: 'a02-zh-deco-advisor',
      country: 'CN',
      body: {
        业主姓名: '周婷',
        业主电话: '15067891234',
        小区: '万科城三期',
        房屋面积: '120平',
        客户顾问电话: '13812345679',
        装修预算: '20万',
      },
      person: { name: '周婷', phone: '+8615067891234', email: null },
      notes: '小区: 万科城三期\n房屋面积: 120平\n装修预算: 20万',
    },
    {
      id: 'a03-th-loan-staff',
      country: 'TH',
      body: {
        ชื่อผู้สมัคร: 'นิดา ศรีสุข',
        เบอร์ผู้สมัคร: '0812345678',
        เบอร์พนักงานดูแลลูกค้า: '0898765432',
        สนใจ: 'สินเชื่อบ้าน',
        รายได้ต่อเดือน: '45,000 บาท',
      },
      person: { name: 'นิดา ศรีสุข', phone: '+66812345678', email: null },
      notes: 'สนใจ: สินเชื่อบ้าน\nรายได้ต่อเดือน: 45,000 บาท',
    },
    {
      id: 'a04-zh-edu-manager',
      country: 'CN',
      body: {
        学员姓名: '刘洋',
        学员手机: '13681234567',
        课程顾问: '王老师',
        客户经理电话: '13812345679',
        意向课程: '雅思冲刺班',
        目标分数: '7分',
      },
      person: { name: '刘洋', phone: '+8613681234567', email: null },
      notes: '课程顾问: 王老师\n意向课程: 雅思冲刺班\n目标分数: 7分',
    },
    {
      id: 'a05-tw-mortgage-specialist',
      country: 'TW',
      body: {
        姓名: '林志明',
        本人手機: '0912345678',
        客戶專員: '陳小姐',
        客戶專員手機: '0935221408',
        需求: '房貸諮詢',
        方便聯絡時間: '平日晚上',
      },
      person: { name: '林志明', phone: '+886912345678', email: null },
      notes: '客戶專員: 陳小姐\n需求: 房貸諮詢\n方便聯絡時間: 平日晚上',
    },
    {
      id: 'a06-zh-merchant-customers',
      country: 'CN',
      body: {
        商户名称: '鹏城小厨',
        商户联系人: '王小明',
        商户电话: '13912345678',
        月均客户数: '约2000人',
        需求: '收银系统',
      },
      person: { name: null, phone: '+8613912345678', email: null },
      notes: '商户名称: 鹏城小厨\n商户联系人: 王小明\n月均客户数: 约2000人\n需求: 收银系统',
    },
    {
      id: 'a07-ja-shop-clientele',
      country: 'JP',
      body: {
        店舗名: 'カフェ・キキ 吉祥寺店',
        代表者名: '木村 恵',
        店舗電話番号: '090-3412-7788',
        主な顧客層: '20〜30代女性',
        ご相談内容: 'キャッシュレス決済の導入',
      },
      person: { name: null, phone: '+819034127788', email: null },
      notes:
        '店舗名: カフェ・キキ 吉祥寺店\n代表者名: 木村 恵\n主な顧客層: 20〜30代女性\nご相談内容: キャッシュレス決済の導入',
    },
    {
      id: 'a08-th-shop-customers-per-day',
      country: 'TH',
      body: {
        ชื่อร้านค้า: 'ร้านกาแฟบ้านสวน',
        ชื่อเจ้าของ: 'นิดา ศรีสุข',
        เบอร์ร้านค้า: '0812345678',
        จำนวนลูกค้าต่อวัน: 'ประมาณ 150 คน',
        สนใจ: 'ระบบ POS',
      },
      person: { name: 'นิดา ศรีสุข', phone: '+66812345678', email: null },
      notes: 'ชื่อร้านค้า: ร้านกาแฟบ้านสวน\nจำนวนลูกค้าต่อวัน: ประมาณ 150 คน\nสนใจ: ระบบ POS',
    },
    {
      id: 'a09-zh-customer-type',
      country: 'CN',
      body: { 客户类型: '企业', 商户名称: '静好小铺', 联系人: '陈静', 商户电话: '15821456789', 需求: '开通分账' },
      person: { name: null, phone: '+8615821456789', email: null },
      notes: '客户类型: 企业\n商户名称: 静好小铺\n联系人: 陈静\n需求: 开通分账',
    },
    {
      id: 'b01-staff-fullname-from',
      country: 'AU',
      body: {
        contact: { name: 'Jess Nguyen', phone: '0412 345 678' },
        messages: [
          { from: 'Dan Kowalski', type: 'text', text: 'Hi Jess, Dan from Coastal Plumbing. When suits for a visit?' },
          { from: 'Jess Nguyen', type: 'text', text: 'Tomorrow after 3pm, 250L electric hot water unit is leaking' },
        ],
      },
      person: { name: 'Jess Nguyen', phone: '+61412345678', email: null },
      notes:
        'messages: Hi Jess, Dan from Coastal Plumbing. When suits for a visit?\nmessages: Tomorrow after 3pm, 250L electric hot water unit is leaking',
    },
    {
      id: 'b02-staff-name-from-no-contact-name',
      country: 'US',
      body: {
        email: 'k.wong@gmail.com',
        phone: '+1 415 823 9907',
        messages: [
          { from: 'Jennifer Ruiz', type: 'text', text: 'Hi! This is Jennifer at BrightSmile Dental. How can I help?' },
          { from: 'visitor', type: 'text', text: 'Do you have Saturday appointments for a cleaning?' },
        ],
      },
      person: { name: null, phone: '+14158239907', email: 'k.wong@gmail.com' },
      notes:
        'messages: Hi! This is Jennifer at BrightSmile Dental. How can I help?\nmessages: Do you have Saturday appointments for a cleaning?',
    },
    {
      id: 'b03-business-email-as-writer',
      country: 'AU',
      body: {
        name: 'Jess Nguyen',
        phone: '0412 345 678',
        thread: [
          {
            from: 'dan@coastalplumbing.com.au',
            type: 'text',
            text: 'Hi Jess, thanks for the enquiry. When suits for a visit?',
          },
          { from: 'customer', type: 'text', text: 'Tomorrow after 3pm works, the hot water unit is leaking' },
        ],
      },
      person: { name: 'Jess Nguyen', phone: '+61412345678', email: null },
      notes:
        'thread: Hi Jess, thanks for the enquiry. When suits for a visit?\nthread: Tomorrow after 3pm works, the hot water unit is leaking',
    },
    {
      id: 'b04-business-number-as-writer',
      country: 'US',
      body: {
        name: 'Katherine Wong',
        email: 'k.wong@gmail.com',
        conversation: [
          {
            from: '+1 628 301 4417',
            type: 'text',
            text: 'Hi Katherine! BrightSmile Dental here - what can we help with?',
          },
          { from: 'customer', type: 'text', text: "I'd like a cleaning, Saturday mornings are best" },
        ],
      },
      person: { name: 'Katherine Wong', phone: null, email: 'k.wong@gmail.com' },
      notes:
        "conversation: Hi Katherine! BrightSmile Dental here - what can we help with?\nconversation: I'd like a cleaning, Saturday mornings are best",
    },
    {
      id: 'c01-es-transcript-agent',
      country: 'MX',
      body: {
        nombre: 'Andrea Villalobos',
        correo: 'andrea.v@gmail.com',
        transcript:
          'Agente: Hola Andrea, soy Laura de Inmobiliaria Sol. Mi cel es 55 1928 4736 por si prefiere WhatsApp.\nCliente: Gracias, busco depa de 2 recámaras en Narvarte',
      },
      person: { name: 'Andrea Villalobos', phone: null, email: 'andrea.v@gmail.com' },
      notes: '',
    },
    {
      id: 'c02-pt-transcript-atendente',
      country: 'BR',
      body: {
        nome: 'Ana Souza',
        email: 'ana.souza@gmail.com',
        conversa:
          'Atendente: Oi Ana, aqui é a Carla da SolarMais. Meu celular é o 11 98111 2233, pode chamar no WhatsApp.\nCliente: Obrigada! Quero orçamento, minha conta de luz é R$ 600',
      },
      person: { name: 'Ana Souza', phone: null, email: 'ana.souza@gmail.com' },
      notes:
        'conversa: Atendente: Oi Ana, aqui é a Carla da SolarMais. Meu celular é o 11 98111 2233, pode chamar no WhatsApp. Cliente: Obrigada! Quero orçamento, minha conta de luz é R$ 600',
    },
    {
      id: 'c03-fr-transcript-conseiller',
      country: 'FR',
      body: {
        nom: 'Claire Dubois',
        email: 'claire.dubois@laposte.net',
        transcription:
          "Conseiller : Bonjour Claire, c'est Julien de ThermoConfort. Mon portable est le 06 22 33 44 55.\nVisiteur : Merci, je voudrais un devis pour une pompe à chaleur",
      },
      person: { name: 'Claire Dubois', phone: null, email: 'claire.dubois@laposte.net' },
      notes: '',
    },
    {
      id: 'c04-it-transcript-operatore',
      country: 'IT',
      body: {
        nome: 'Marco Bianchi',
        email: 'marco.bianchi@libero.it',
        chat: 'Operatore: Buongiorno Marco, sono Sara di VelaMare. Il mio cellulare è 347 215 8890.\nCliente: Grazie, vorrei info sul corso di vela di luglio',
      },
      person: { name: 'Marco Bianchi', phone: null, email: 'marco.bianchi@libero.it' },
      notes: '',
    },
    {
      id: 'c12-es-chat-agent-message',
      country: 'MX',
      body: {
        event: 'chat:start',
        chatId: 'b7e1c2d0-29d4-11ef-9c3b-7b1f4e2d8a61',
        message: {
          text: '¡Hola! Soy Laura de Inmobiliaria Sol. Mi cel es 55 1928 4736, escríbeme cuando gustes.',
          type: 'msg',
          sender: { type: 'agent' },
        },
        visitor: { name: 'Andrea Villalobos', email: 'andrea.v@gmail.com' },
      },
      person: { name: 'Andrea Villalobos', phone: null, email: 'andrea.v@gmail.com' },
      notes: 'message: ¡Hola! Soy Laura de Inmobiliaria Sol. Mi cel es 55 1928 4736, escríbeme cuando gustes.',
    },
    {
      id: 'e02-keyed-unanswered-options',
      country: 'AU',
      body: {
        contact: { name: 'Lisa Martin', phone: '0412 345 678' },
        responses: {
          kitchen_style: { answer: 'Shaker' },
          benchtop: {
            answer: null,
            options: [
              { id: 1, name: 'Stone' },
              { id: 2, name: 'Laminate' },
              { id: 3, name: 'Timber' },
            ],
          },
          timeframe: { answer: 'Within 3 months' },
        },
      },
      person: { name: 'Lisa Martin', phone: '+61412345678', email: null },
      notes: 'responses kitchen_style: Shaker\nresponses timeframe: Within 3 months',
    },
    {
      id: 'e03-grid-unanswered-rows',
      country: 'US',
      body: {
        name: 'Ann Lee',
        email: 'ann.lee@gmail.com',
        answers: {
          '501': {
            answer: null,
            rows: [
              { id: 1, title: 'Weekdays' },
              { id: 2, title: 'Weekends' },
            ],
          },
          '502': { answer: 'Invisalign' },
        },
      },
      person: { name: 'Ann Lee', phone: null, email: 'ann.lee@gmail.com' },
      notes: 'answers 502: Invisalign',
    },
  ]);
});

describe("Reader (review 61): a reply's questions holding the options chosen, titled in a script written without spaces", () => {
  // A survey's reply lists each question with its answer: a text (`{title, type: "text", text}`) or the options chosen
  // (`{title, type: "radio", options: [{id, text}]}`). Under a reply's key (`answer`, `response`), those options are the
  // person's choices, read under the question's title; a title of Chinese characters is a question as a spaced one is.
  readsTheBrief(
    [
      {
        what: "Chinese: a renovation survey's choices",
        country: 'CN',
        body: {
          action: 'answer.create',
          payload: {
            survey_id: 13857264,
            answer: [
              {
                id: 'p-1',
                questions: [
                  { id: 'q-1', title: '您的称呼', type: 'text', text: '周晓雯' },
                  { id: 'q-2', title: '手机号码', type: 'text', text: '13957126483' },
                  {
                    id: 'q-3',
                    title: '您想了解的装修类型',
                    type: 'radio',
                    options: [{ id: 'o-101', text: '旧房翻新' }],
                  },
                  {
                    id: 'q-5',
                    title: '需要改造的空间（多选）',
                    type: 'checkbox',
                    options: [
                      { id: 'o-301', text: '厨房' },
                      { id: 'o-305', text: '阳台封窗' },
                    ],
                  },
                  { id: 'q-7', title: '补充说明', type: 'textarea', text: '老人同住，希望卫生间做防滑' },
                ],
              },
            ],
          },
        },
        name: '周晓雯',
        phone: '+8613957126483',
        email: null,
        answers: ['您想了解的装修类型: 旧房翻新', '厨房', '阳台封窗', '老人同住'],
        leaks: ['questions: 您想了解的装修类型', 'options 您想了解的装修类型'],
      },
    ],
    (what) => what,
  );
});

describe("Reader (review 61): a reply's rows named by a machine's id, and a choice's id beside its text", () => {
  // A survey appends the tool's own rows to the answers, each named only by its id (`{answer: "MOBILE", question_id:
  // "deviceType"}`): the id's words say what the row is, as a key's do, so a device, a browser and a locale stay out of
  // the brief. A choice sent as its record with the person's comment (`choice: {id: 21011, body: "Tak", comment: "…"}`)
  // reads as its texts, without its id.
  readsTheBrief(
    [
      {
        what: "Hindi: a survey's answers and the tool's rows",
        country: 'IN',
        body: {
          id: 783920145,
          answers: [
            { answer: 'प्रिया शर्मा', question: 'आपका पूरा नाम', question_id: 9183001 },
            { answer: '98290 47316', question: 'मोबाइल नंबर', question_id: 9183002 },
            { answer: 'NEET (UG) 2025', question: 'आप किस परीक्षा की तैयारी करना चाहते हैं?', question_id: 9183004 },
            { answer: 'MOBILE', question_id: 'deviceType' },
            { answer: 'Chrome Mobile', question_id: 'browser' },
            { answer: 'hi-IN', question_id: 'browserLanguage' },
          ],
        },
        name: 'प्रिया शर्मा',
        phone: '+919829047316',
        email: null,
        answers: ['NEET (UG) 2025'],
        leaks: ['MOBILE', 'Chrome Mobile'],
      },
      {
        what: "Polish: a choice's record with the person's comment",
        country: 'PL',
        body: {
          respondent: { email: 'marta.wisniewska@onet.pl' },
          answers: [
            {
              question: { id: 73123, body: 'Czy interesuje Cię również magazyn energii?' },
              type: 'single_choice',
              choice: { id: 21011, body: 'Tak', comment: 'Mamy pompę ciepła od zeszłej zimy' },
            },
          ],
        },
        name: null,
        phone: null,
        email: 'marta.wisniewska@onet.pl',
        answers: ['Tak', 'Mamy pompę ciepła od zeszłej zimy'],
        leaks: ['21011'],
      },
    ],
    (what) => what,
  );
});

describe("Reader (review 61): a survey's or a questionnaire's own name is the form's", () => {
  // `survey: {id, name}`, `encuesta: {nombre}` name what the person filled in, as `form: {name}` does: context, `form: …`.
  readsTheBrief(
    [
      {
        what: "Polish: a survey tool's event",
        country: 'PL',
        body: {
          event: {
            surveyAnswered: {
              survey: { id: '9f2b7c1d4e8a3f60', name: 'Wycena fotowoltaiki' },
              answers: [{ question: { id: 73124, body: 'Opisz dach' }, type: 'text', text: 'Dach dwuspadowy' }],
              respondent: { email: 'marta.wisniewska@onet.pl' },
            },
          },
        },
        name: null,
        phone: null,
        email: 'marta.wisniewska@onet.pl',
        answers: ['form: Wycena fotowoltaiki', 'Opisz dach: Dach dwuspadowy'],
        leaks: ['9f2b7c1d4e8a3f60'],
      },
      {
        what: 'Spanish: a questionnaire by its title',
        country: 'MX',
        body: {
          encuesta: { id: 88, titulo: 'Cotización de paneles solares' },
          contacto: { nombre: 'Luis Herrera', celular: '55 3847 2916' },
          respuestas: [{ pregunta: '¿Cuánto paga de luz?', respuesta: 'Unos 1,800 pesos' }],
        },
        name: 'Luis Herrera',
        phone: '+525538472916',
        email: null,
        answers: ['form: Cotización de paneles solares', 'Unos 1,800 pesos'],
        leaks: [],
      },
    ],
    (what) => what,
  );
});

describe("Reader (review 61): guards from the third attacker's pass (/work/attack61c), each reading as at 5da3a8c9", () => {
  // A branch the person chose or their own company's (`sucursal_de_preferencia`, `filial`, `sede_central`): the branch
  // words taken back. Options a reply lists with their selection beside them, a single choice offering several (a
  // question skipped), a bot's quick replies, a form's definition under `metadata` or `custom_fields`, and a thing's
  // title in Chinese or Japanese beside its `responses`: none is a question's chosen options.
  itReadsAsBefore([
    {
      id: 'b01-us-va-branch-of-service',
      country: 'US',
      body: {
        lead_id: 'VA-20931',
        first_name: 'Mark',
        last_name: 'Ellison',
        phone: '(312) 847-2291',
        email: 'mark.ellison77@gmail.com',
        loan_purpose: 'Purchase',
        military_status: 'Veteran',
        branch_of_service: 'Marine Corps',
        credit_score: '680-719',
        zip: '60638',
      },
      person: { name: 'Mark Ellison', phone: '+13128472291', email: 'mark.ellison77@gmail.com' },
      notes:
        'loan_purpose: Purchase\nmilitary_status: Veteran\nbranch_of_service: Marine Corps\ncredit_score: 680-719\nzip: 60638',
    },
    {
      id: 'b02-us-insurance-military-branch',
      country: 'US',
      body: {
        source: 'quote-form',
        applicant: {
          name: 'Keisha Dorsey',
          mobile: '757-318-4406',
          email: 'kdorsey.va@yahoo.com',
          military_affiliation: 'Active duty',
          military_branch: 'Navy',
          vehicle: '2021 Toyota RAV4',
        },
      },
      person: { name: 'Keisha Dorsey', phone: '+17573184406', email: 'kdorsey.va@yahoo.com' },
      notes: 'military_affiliation: Active duty\nmilitary_branch: Navy\nvehicle: 2021 Toyota RAV4\nsource: quote-form',
    },
    {
      id: 'b03-us-cu-home-branch',
      country: 'US',
      body: {
        'First Name': 'Dana',
        'Last Name': 'Whitfield',
        Phone: '972-614-3387',
        Email: 'dana.whitfield@outlook.com',
        home_branch: 'Plano West',
        branch_to_visit: 'Frisco Main St',
        reason: 'Open a business checking account',
        submitted_at: '2025-03-04T15:22:10Z',
      },
      person: { name: 'Dana Whitfield', phone: '+19726143387', email: 'dana.whitfield@outlook.com' },
      notes: 'home_branch: Plano West\nbranch_to_visit: Frisco Main St\nreason: Open a business checking account',
    },
    {
      id: 'b04-us-question-key-branch',
      country: 'US',
      body: {
        name: 'Owen Pratt',
        phone_number: '+1 503 829 4417',
        'Which branch would you like to visit?': 'Beaverton',
        'What can we help you with?': 'Home equity line of credit',
        page_url: 'https://example-cu.org/heloc',
      },
      person: { name: 'Owen Pratt', phone: '+15038294417', email: null },
      notes:
        'Which branch would you like to visit?: Beaverton\nWhat can we help you with?: Home equity line of credit\npage_url: https://example-cu.org/heloc',
    },
    {
      id: 'b05-mx-sucursal-preferencia',
      country: 'MX',
      body: {
        nombre: 'Andrea Flores',
        celular: '33 1872 4590',
        correo: 'andrea.flores@gmail.com',
        producto: 'Crédito hipotecario',
        sucursal_de_preferencia: 'Guadalajara Chapultepec',
        horario: 'Por la tarde',
      },
      person: { name: 'Andrea Flores', phone: '+523318724590', email: 'andrea.flores@gmail.com' },
      notes: 'producto: Crédito hipotecario\nsucursal_de_preferencia: Guadalajara Chapultepec\nhorario: Por la tarde',
    },
    {
      id: 'b06-br-filial-b2b',
      country: 'BR',
      body: {
        empresa: 'Souza Transportes Ltda',
        filial: 'Sorocaba',
        nome_contato: 'Carla Souza',
        email: 'carla@souzatransportes.com.br',
        telefone_filial: '(15) 99812-3456',
        tipo_carga: 'Paletizada',
        volume_mensal: '40 toneladas',
      },
      person: { name: 'Carla Souza', phone: '+5515998123456', email: 'carla@souzatransportes.com.br' },
      notes: 'empresa: Souza Transportes Ltda\nfilial: Sorocaba\ntipo_carga: Paletizada\nvolume_mensal: 40 toneladas',
    },
    {
      id: 'b07-br-filial-preferencia',
      country: 'BR',
      body: {
        nome: 'Rafael Lima',
        whatsapp: '(11) 97654-3210',
        modelo: 'Corolla Cross XRE',
        'filial de preferência': 'Santo André',
        forma_pagamento: 'Financiamento',
      },
      person: { name: 'Rafael Lima', phone: '+5511976543210', email: null },
      notes: 'modelo: Corolla Cross XRE\nfilial de preferência: Santo André\nforma_pagamento: Financiamento',
    },
    {
      id: 'b08-il-preferred-branch-hebrew',
      country: 'IL',
      body: {
        'שם מלא': 'נועה לוי',
        טלפון: '052-834-1276',
        'סניף מועדף': 'רמת גן',
        מנוי: 'שנתי',
        הערות: 'מעדיפה שיחה אחרי 18:00',
      },
      person: { name: 'נועה לוי', phone: '+972528341276', email: null },
      notes: 'סניף מועדף: רמת גן\nמנוי: שנתי\nהערות: מעדיפה שיחה אחרי 18:00',
    },
    {
      id: 'b09-sa-preferred-branch-arabic',
      country: 'SA',
      body: {
        الاسم: 'خالد العتيبي',
        الجوال: '0551 873 204',
        'نوع السيارة': 'كامري 2022',
        الخدمة: 'صيانة دورية',
        'الفرع المفضل': 'الرياض - العليا',
      },
      person: { name: 'خالد العتيبي', phone: '+966551873204', email: null },
      notes: 'نوع السيارة: كامري 2022\nالخدمة: صيانة دورية\nالفرع المفضل: الرياض - العليا',
    },
    {
      id: 'b10-kr-visit-branch',
      country: 'KR',
      body: {
        이름: '김민지',
        연락처: '010-2345-6789',
        '상담 항목': '임플란트',
        '방문 희망 지점': '강남점',
        '희망 시간': '평일 저녁',
      },
      person: { name: '김민지', phone: '+821023456789', email: null },
      notes: '상담 항목: 임플란트\n방문 희망 지점: 강남점\n희망 시간: 평일 저녁',
    },
    {
      id: 'b11-tr-pos-sube',
      country: 'TR',
      body: {
        isletme_adi: 'Köfteci Hasan Usta',
        yetkili: 'Hasan Demir',
        e_posta: 'hasan@kofteciusta.com.tr',
        sube_sayisi: '4',
        sube_telefonu: '0532 418 29 67',
        ilgilendigi_paket: 'Restoran Pro',
      },
      person: { name: null, phone: '+905324182967', email: 'hasan@kofteciusta.com.tr' },
      notes: 'isletme_adi: Köfteci Hasan Usta\nyetkili: Hasan Demir\nsube_sayisi: 4\nilgilendigi_paket: Restoran Pro',
    },
    {
      id: 'b12-tr-tercih-sube',
      country: 'TR',
      body: {
        ad_soyad: 'Mehmet Kaya',
        telefon: '0533 716 42 85',
        kurs: 'IELTS hazırlık',
        tercih_edilen_sube: 'Bornova',
        seviye: 'B1',
      },
      person: { name: 'Mehmet Kaya', phone: '+905337164285', email: null },
      notes: 'kurs: IELTS hazırlık\ntercih_edilen_sube: Bornova\nseviye: B1',
    },
    {
      id: 'b13-de-bevorzugte-filiale',
      country: 'DE',
      body: {
        Vorname: 'Jonas',
        Nachname: 'Weber',
        Mobil: '0151 2384 6671',
        Anliegen: 'Sehtest und Gleitsichtbrille',
        'bevorzugte Filiale': 'Köln-Ehrenfeld',
        Wunschtermin: 'Samstagvormittag',
      },
      person: { name: 'Jonas Weber', phone: '+4915123846671', email: null },
      notes:
        'Anliegen: Sehtest und Gleitsichtbrille\nbevorzugte Filiale: Köln-Ehrenfeld\nWunschtermin: Samstagvormittag',
    },
    {
      id: 'b14-id-cabang-pilihan',
      country: 'ID',
      body: {
        nama: 'Rina Wijaya',
        no_hp: '0812-8734-5519',
        motor: 'Honda Vario 160',
        dp: 'Rp 3.000.000',
        tenor: '24 bulan',
        cabang_pilihan: 'Bandung Dago',
      },
      person: { name: 'Rina Wijaya', phone: '+6281287345519', email: null },
      notes: 'motor: Honda Vario 160\ndp: Rp 3.000.000\ntenor: 24 bulan\ncabang_pilihan: Bandung Dago',
    },
    {
      id: 'b15-es-sede-evento',
      country: 'ES',
      body: {
        nombre: 'Lucía Martín',
        email: 'lucia.martin@gmail.com',
        telefono: '612 348 790',
        taller: 'Marketing digital para pymes',
        sede: 'Barcelona',
        fecha_sesion: '14 de octubre',
      },
      person: { name: 'Lucía Martín', phone: '+34612348790', email: 'lucia.martin@gmail.com' },
      notes: 'taller: Marketing digital para pymes\nsede: Barcelona\nfecha_sesion: 14 de octubre',
    },
    {
      id: 'b16-it-sede-interesse',
      country: 'IT',
      body: {
        nome: 'Marco',
        cognome: 'Rossi',
        cellulare: '347 218 6495',
        email: 'marco.rossi03@gmail.com',
        corso_di_laurea: 'Economia e Management',
        sede_di_interesse: 'Milano',
      },
      person: { name: 'Marco Rossi', phone: '+393472186495', email: 'marco.rossi03@gmail.com' },
      notes: 'corso_di_laurea: Economia e Management\nsede_di_interesse: Milano',
    },
    {
      id: 'b17-it-b2b-sede-legale',
      country: 'IT',
      body: {
        ragione_sociale: 'Ferri Impianti S.r.l.',
        referente: 'Paolo Ferri',
        email: 'paolo@ferriimpianti.it',
        telefono_sede: '+39 335 812 4470',
        sede_legale: 'Via Roma 12, Torino',
        richiesta: 'Catalogo quadri elettrici',
      },
      person: { name: null, phone: '+393358124470', email: 'paolo@ferriimpianti.it' },
      notes:
        'ragione_sociale: Ferri Impianti S.r.l.\nreferente: Paolo Ferri\nsede_legale: Via Roma 12, Torino\nrichiesta: Catalogo quadri elettrici',
    },
    {
      id: 'b18-es-b2b-sede-central',
      country: 'ES',
      body: {
        nombre: 'Javier Soler',
        empresa: 'Soler Logística SL',
        email: 'javier.soler@solerlogistica.es',
        movil: '+34 654 218 377',
        sede_central: 'Valencia',
        num_empleados: '51-200',
        necesidad: 'Software de gestión de flotas',
      },
      person: { name: 'Javier Soler', phone: '+34654218377', email: 'javier.soler@solerlogistica.es' },
      notes: 'empresa: Soler Logística SL\nsede_central: Valencia\nnecesidad: Software de gestión de flotas',
    },
    {
      id: 'b19-pl-wybrany-oddzial',
      country: 'PL',
      body: {
        imie_nazwisko: 'Tomasz Nowak',
        telefon: '512 384 907',
        przedmiot_leasingu: 'Samochód dostawczy',
        wybrany_oddzial: 'Poznań',
        kwota: '180 000 zł',
      },
      person: { name: 'Tomasz Nowak', phone: '+48512384907', email: null },
      notes: 'przedmiot_leasingu: Samochód dostawczy\nwybrany_oddzial: Poznań\nkwota: 180 000 zł',
    },
    {
      id: 'b21-in-bank-branch',
      country: 'IN',
      body: {
        full_name: 'Rohit Sharma',
        mobile: '98204 17356',
        monthly_income: '85000',
        employer: 'Infosys',
        salary_bank: 'HDFC Bank',
        bank_branch: 'Andheri East',
        loan_amount: '5 lakh',
      },
      person: { name: 'Rohit Sharma', phone: '+919820417356', email: null },
      notes:
        'monthly_income: 85000\nemployer: Infosys\nsalary_bank: HDFC Bank\nbank_branch: Andheri East\nloan_amount: 5 lakh',
    },
    {
      id: 'b22-mx-franquicia-correo-sucursal',
      country: 'MX',
      body: {
        nombre: 'Jorge Ramírez',
        celular: '+52 81 1873 4456',
        franquicia: 'Tacos El Güero',
        correo_sucursal: 'cumbres@tacoselguero.mx',
        mensaje: 'Queremos cotizar 2 freidoras',
      },
      person: { name: 'Jorge Ramírez', phone: '+528118734456', email: 'cumbres@tacoselguero.mx' },
      notes: 'franquicia: Tacos El Güero\nmensaje: Queremos cotizar 2 freidoras',
    },
    {
      id: 'b23-us-b2b-branch-locations',
      country: 'US',
      body: {
        firstname: 'Rachel',
        lastname: 'Okafor',
        email: 'rokafor@brightsmiledental.com',
        phone: '+1 614 728 3391',
        company: 'BrightSmile Dental Group',
        number_of_branch_locations: '6',
        current_software: 'Dentrix',
      },
      person: { name: 'Rachel Okafor', phone: '+16147283391', email: 'rokafor@brightsmiledental.com' },
      notes: 'company: BrightSmile Dental Group\nnumber_of_branch_locations: 6\ncurrent_software: Dentrix',
    },
    {
      id: 'b24-bd-bengali-branch',
      country: 'BD',
      body: { নাম: 'তানভীর হাসান', মোবাইল: '01712-345678', কোর্স: 'বিসিএস প্রস্তুতি', 'পছন্দের শাখা': 'মিরপুর' },
      person: { name: 'তানভীর হাসান', phone: '+8801712345678', email: null },
      notes: 'কোর্স: বিসিএস প্রস্তুতি\nপছন্দের শাখা: মিরপুর',
    },
    {
      id: 'b25-in-hindi-nearest-branch',
      country: 'IN',
      body: { नाम: 'सुनील यादव', 'मोबाइल नंबर': '98290 47163', 'सोने का वजन': '40 ग्राम', 'नज़दीकी शाखा': 'जयपुर मानसरोवर' },
      person: { name: 'सुनील यादव', phone: '+919829047163', email: null },
      notes: 'सोने का वजन: 40 ग्राम\nनज़दीकी शाखा: जयपुर मानसरोवर',
    },
    {
      id: 'o01-chatbot-quick-replies',
      country: 'US',
      body: {
        contact: { first_name: 'Derek', last_name: 'Olsen', phone: '+1 503 829 4471' },
        conversation: [
          {
            bot_response: {
              id: 'm1',
              title: 'What service do you need?',
              type: 'quick_reply',
              options: [
                { id: 'qr1', text: 'Roofing' },
                { id: 'qr2', text: 'Siding' },
                { id: 'qr3', text: 'Gutters' },
              ],
            },
          },
          { user_message: { text: 'Siding' } },
        ],
      },
      person: { name: 'Derek Olsen', phone: '+15038294471', email: null },
      notes: 'bot_response: What service do you need?\nuser_message: Siding',
    },
    {
      id: 'o02-response-selected-ids',
      country: 'US',
      body: {
        event: 'response.completed',
        response: {
          id: 'r_88',
          respondent: { name: 'Derek Olsen', phone: '+15038294471' },
          items: [
            {
              id: 'q1',
              title: 'What service do you need?',
              type: 'single_choice',
              options: [
                { id: 'o1', label: 'Roofing' },
                { id: 'o2', label: 'Siding' },
                { id: 'o3', label: 'Gutters' },
              ],
              selected_option_ids: ['o2'],
            },
            { id: 'q2', title: 'Anything else we should know?', type: 'long_text', value: 'Hail damage last spring' },
          ],
        },
      },
      person: { name: 'Derek Olsen', phone: '+15038294471', email: null },
      notes: 'items: What service do you need?\nAnything else we should know?: Hail damage last spring',
    },
    {
      id: 'o03-answer-options-selected-flag',
      country: 'US',
      body: {
        answer: [
          {
            id: 'p1',
            questions: [
              { id: 'q0', title: 'Your name', type: 'text', text: 'Mia Chen' },
              { id: 'q2', title: 'Phone', type: 'text', text: '+1 646 201 3345' },
              {
                id: 'q1',
                title: 'Which rooms need work?',
                type: 'checkbox',
                options: [
                  { id: 'c1', text: 'Kitchen', selected: true },
                  { id: 'c2', text: 'Bathroom', selected: false },
                  { id: 'c3', text: 'Basement', selected: false },
                ],
              },
            ],
          },
        ],
      },
      person: { name: 'Mia Chen', phone: '+16462013345', email: null },
      notes: 'questions: Which rooms need work?',
    },
    {
      id: 'o04-metadata-form-definition',
      country: 'US',
      body: {
        contact: { name: 'Derek Olsen', phone: '+15038294471' },
        metadata: {
          form: {
            id: 12,
            questions: [
              {
                id: 'q1',
                title: 'Preferred contact time',
                type: 'radio',
                options: [
                  { id: 'a', label: 'Morning' },
                  { id: 'b', label: 'Evening' },
                ],
              },
              { id: 'q2', title: 'Your name', type: 'text', value: 'Derek Olsen' },
            ],
          },
        },
        best_time: 'Evening',
      },
      person: { name: 'Derek Olsen', phone: '+15038294471', email: null },
      notes: 'questions: Preferred contact time\nbest_time: Evening',
    },
    {
      id: 'o05-th-radio-all-options',
      country: 'TH',
      body: {
        response: {
          answers: [
            { id: 'q1', title: 'ชื่อ-นามสกุล', type: 'text', value: 'สมชาย ใจดี' },
            { id: 'q2', title: 'เบอร์โทรศัพท์', type: 'text', value: '081-234-5679' },
            { id: 'q4', title: 'รุ่นรถ', type: 'text', value: 'Honda City 2020' },
            {
              id: 'q3',
              title: 'แพ็กเกจที่สนใจ',
              type: 'radio',
              options: [
                { id: 'a', label: 'ประกันชั้น 1' },
                { id: 'b', label: 'ประกันชั้น 2+' },
                { id: 'c', label: 'ประกันชั้น 3' },
              ],
            },
          ],
        },
      },
      person: { name: 'สมชาย ใจดี', phone: '+66812345679', email: null },
      notes: 'รุ่นรถ: Honda City 2020\nanswers: แพ็กเกจที่สนใจ',
    },
    {
      id: 'o06-zh-radio-selected-flag',
      country: 'CN',
      body: {
        response: {
          answers: [
            { id: 'q1', title: '姓名', type: 'text', value: '陈静' },
            { id: 'q2', title: '手机', type: 'text', value: '13957126485' },
            {
              id: 'q3',
              title: '意向户型',
              type: 'radio',
              options: [
                { id: 'a', text: '两居室', selected: false },
                { id: 'b', text: '三居室', selected: true },
                { id: 'c', text: '四居室', selected: false },
              ],
            },
          ],
        },
      },
      person: { name: '陈静', phone: '+8613957126485', email: null },
      notes: 'answers: 意向户型',
    },
    {
      id: 'o07-submission-selectedOptionId',
      country: 'US',
      body: {
        event: 'submission.created',
        submission: {
          id: 'sub_7731',
          questions: [
            { id: 'q1', title: 'Full name', type: 'text', value: 'Marcus Bell' },
            { id: 'q2', title: 'Mobile number', type: 'phone', value: '+1 720 384 9926' },
            {
              id: 'q3',
              title: 'Which budget range fits you?',
              type: 'dropdown',
              options: [
                { id: 'o1', label: 'Under $10k' },
                { id: 'o2', label: '$10k-$25k' },
                { id: 'o3', label: 'Over $25k' },
              ],
              selectedOptionId: 'o2',
            },
            { id: 'q4', title: 'Project details', type: 'textarea', value: 'Finish basement with a bathroom' },
          ],
        },
      },
      person: { name: 'Marcus Bell', phone: '+17203849926', email: null },
      notes: 'questions: Which budget range fits you?\nProject details: Finish basement with a bathroom',
    },
    {
      id: 'o08-custom-fields-definitions',
      country: 'US',
      body: {
        contact: { id: 'ct_5521', name: 'Lena Fischer', phone: '+1 952 407 3318', email: 'lena.fischer@gmail.com' },
        custom_fields: [
          {
            id: 'cf_1',
            title: 'How did you hear about us?',
            type: 'dropdown',
            options: [
              { id: 1, label: 'Google search' },
              { id: 2, label: 'Facebook ad' },
              { id: 3, label: 'Referral from a friend' },
            ],
          },
          { id: 'cf_2', title: 'Project address', type: 'text', value: '4410 Lyndale Ave S' },
        ],
        custom_values: { cf_1: 'Referral from a friend' },
      },
      person: { name: 'Lena Fischer', phone: '+19524073318', email: 'lena.fischer@gmail.com' },
      notes:
        'custom_fields: How did you hear about us?\nProject address: 4410 Lyndale Ave S\ncustom_values cf_1: Referral from a friend',
    },
    {
      id: 'o09-quiz-answer-scale',
      country: 'US',
      body: {
        answers: [
          { id: 'q1', title: 'Name', type: 'text', value: 'Priya Raman' },
          { id: 'q2', title: 'Phone', type: 'phone', value: '+1 408 829 3317' },
          {
            id: 'q3',
            title: 'How urgent is your move?',
            type: 'scale',
            options: [
              { id: 1, label: 'Just researching' },
              { id: 2, label: 'Within 6 months' },
              { id: 3, label: 'Within 30 days' },
            ],
            score: 3,
          },
        ],
      },
      person: { name: 'Priya Raman', phone: '+14088293317', email: null },
      notes: 'answers: How urgent is your move?\nanswers score: 3',
    },
    {
      id: 'o10-zh-product-qa-responses',
      country: 'CN',
      body: {
        buyer: { nick: '林小姐', mobile: '13957126486' },
        question: '衣柜能做到顶吗？',
        product: {
          id: 77812,
          title: '全屋定制衣柜',
          type: 'goods',
          responses: [
            { id: 1, author: '店铺客服', content: '亲，可以做到顶，免费上门量尺' },
            { id: 2, author: '店铺客服', content: '本月下单送五金' },
          ],
        },
      },
      person: { name: '林小姐', phone: '+8613957126486', email: null },
      notes:
        'question: 衣柜能做到顶吗？\nproduct: 全屋定制衣柜\ncontent: 亲，可以做到顶，免费上门量尺\ncontent: 本月下单送五金',
    },
    {
      id: 'o11-jp-course-responses',
      country: 'JP',
      body: {
        course: {
          id: 31,
          title: '英会話コース',
          type: 'course',
          responses: [
            { question: 'お名前', answer: '佐藤健太' },
            { question: '電話番号', answer: '080-3921-5574' },
            { question: 'ご希望の曜日', answer: '土曜日' },
          ],
        },
      },
      person: { name: '佐藤健太', phone: '+818039215574', email: null },
      notes: 'ご希望の曜日: 土曜日\ncourse: 英会話コース',
    },
    {
      id: 'o12-reply-office-options-phones',
      country: 'US',
      body: {
        response: {
          id: 'r_51',
          answers: [
            { id: 'q1', title: 'Email', type: 'email', value: 'sofia.reyes@gmail.com' },
            { id: 'q2', title: 'Name', type: 'text', value: 'Sofia Reyes' },
            { id: 'q5', title: 'What would you like to discuss?', type: 'text', value: 'Rolling over my 401k' },
            {
              id: 'q3',
              title: 'Which advisor would you like to meet?',
              type: 'radio',
              options: [
                { id: 'a1', text: 'Laura Kim' },
                { id: 'a2', text: 'Ben Ortiz' },
              ],
            },
            {
              id: 'q4',
              title: 'Which office is closest to you?',
              type: 'radio',
              options: [
                { id: 'l1', text: 'Downtown - 212-684-3390' },
                { id: 'l2', text: 'Brooklyn - 718-422-9185' },
              ],
            },
          ],
        },
      },
      person: { name: 'Sofia Reyes', phone: null, email: 'sofia.reyes@gmail.com' },
      notes:
        'What would you like to discuss?: Rolling over my 401k\nanswers: Which advisor would you like to meet?\nanswers: Which office is closest to you?',
    },
    {
      id: 'o13-submission-staff-options',
      country: 'US',
      body: {
        submission: {
          questions: [
            { id: 'q1', title: 'Your email', type: 'email', value: 'sofia.reyes@gmail.com' },
            { id: 'q2', title: 'Your question', type: 'textarea', value: 'Can I open a Roth IRA for my daughter?' },
            {
              id: 'q3',
              title: 'Who should call you back?',
              type: 'radio',
              options: [
                { id: 'a1', text: 'Laura Kim (laura.kim@harborwealth.com, 917-284-6613)' },
                { id: 'a2', text: 'Ben Ortiz (ben.ortiz@harborwealth.com, 646-319-2270)' },
              ],
              selected: 'a2',
            },
          ],
        },
      },
      person: { name: null, phone: null, email: 'sofia.reyes@gmail.com' },
      notes:
        'Your question: Can I open a Roth IRA for my daughter?\nquestions: Who should call you back?\nquestions selected: a2',
    },
  ]);
});

describe("Reader (review 61): guards from the fourth attacker's pass (/work/attack61d), each reading as at 15bba7a6", () => {
  // An id a person reads beside a record's text (`seat_id: "14C"`, `lot_id: "27"`) stays in the answer; a person's
  // name under a form's key in another language (`contact_form: {nombre}`, `lead_form: {nome}`, `formular: {name}`,
  // `quiz: {name}`) is no form's name.
  itReadsAsBefore([
    {
      id: 'w03',
      country: 'US',
      body: {
        form: 'Tour request',
        fields: [
          { label: 'Name', value: 'Marcus Lee' },
          { label: 'Phone', value: '773-482-9914' },
          { label: "Unit you'd like to see", value: { unit_id: '4B', building: 'North Tower' } },
        ],
      },
      person: { name: 'Marcus Lee', phone: '+17734829914', email: null },
      notes: "Unit you'd like to see: 4B, North Tower\nform: Tour request",
    },
    {
      id: 'w04',
      country: 'US',
      body: {
        form: 'Group booking',
        fields: [
          { label: 'Name', value: 'Anita Shah' },
          { label: 'Phone', value: '(408) 913-7725' },
          { label: 'Seat', value: { seat_id: '14C', section: 'Balcony' } },
          { label: 'Tickets', value: { id: 'VIP', count: 2 } },
        ],
      },
      person: { name: 'Anita Shah', phone: '+14089137725', email: null },
      notes: 'Seat: 14C, Balcony\nTickets: VIP, 2\nform: Group booking',
    },
    {
      id: 'w08',
      country: 'US',
      body: {
        fields: [
          { label: 'Name', value: 'Howard Price' },
          { label: 'Phone', value: '(303) 917-4482' },
          { label: 'Current membership', value: { member_id: 'M-88213', tier: 'Gold' } },
        ],
      },
      person: { name: 'Howard Price', phone: '+13039174482', email: null },
      notes: 'Current membership: M-88213, Gold',
    },
    {
      id: 'w10',
      country: 'US',
      body: {
        fields: [
          { label: 'Name', value: 'Irene Walsh' },
          { label: 'Phone', value: '(817) 529-3318' },
          { label: 'Homesite', value: { lot_id: '27', community: 'Cedar Ridge' } },
          { label: 'Move-in', value: 'Spring 2026' },
        ],
      },
      person: { name: 'Irene Walsh', phone: '+18175293318', email: null },
      notes: 'Homesite: 27, Cedar Ridge\nMove-in: Spring 2026',
    },
    {
      id: 'w11',
      country: 'DE',
      body: {
        fields: [
          { label: 'Name', value: 'Jonas Becker' },
          { label: 'Mobil', value: '0151 23456789' },
          { label: 'Stand', value: { booth_id: 'A-14', hall: 'Halle 3' } },
          { label: 'Anliegen', value: 'Standbau für die Messe im Oktober' },
        ],
      },
      person: { name: 'Jonas Becker', phone: '+4915123456789', email: null },
      notes: 'Stand: A-14, Halle 3\nAnliegen: Standbau für die Messe im Oktober',
    },
    {
      id: 'w12',
      country: 'US',
      body: {
        fields: [
          { label: 'Name', value: 'Walter Briggs' },
          { label: 'Phone', value: '(919) 374-6620' },
          { label: 'Campsite', value: { site_id: 'B12', loop: 'Pine Loop' } },
          { label: 'Nights', value: '3' },
        ],
      },
      person: { name: 'Walter Briggs', phone: '+19193746620', email: null },
      notes: 'Campsite: B12, Pine Loop\nNights: 3',
    },
    {
      id: 'f13',
      country: 'FR',
      body: {
        form_data: { civilite: 'Mme', nom: 'Dupont', prenom: 'Marie', ville: 'Lyon', projet: 'Isolation des combles' },
        tel: '06 12 48 73 95',
        page: '/devis-isolation',
      },
      person: { name: 'Marie Dupont', phone: '+33612487395', email: null },
      notes: 'civilite: Mme\nville: Lyon\nprojet: Isolation des combles\npage: /devis-isolation',
    },
    {
      id: 'f14',
      country: 'ES',
      body: {
        contact_form: { nombre: 'Carlos Ruiz Ortega', mensaje: 'Quiero presupuesto para reformar el baño' },
        telefono: '622 918 374',
        origen: 'web',
      },
      person: { name: 'Carlos Ruiz Ortega', phone: '+34622918374', email: null },
      notes: 'mensaje: Quiero presupuesto para reformar el baño\norigen: web',
    },
    {
      id: 'f15',
      country: 'IT',
      body: { formData: { nome: 'Giulia Rossi', messaggio: 'Preventivo cucina su misura' }, cellulare: '312 345 6789' },
      person: { name: 'Giulia Rossi', phone: '+393123456789', email: null },
      notes: 'messaggio: Preventivo cucina su misura',
    },
    {
      id: 'f17',
      country: 'PL',
      body: {
        response: { survey: { nazwa: 'Anna Wiśniewska' }, telefon: '+48 698 214 375', odpowiedz: 'Pompa ciepła' },
      },
      person: { name: null, phone: '+48698214375', email: null },
      notes: 'survey nazwa: Anna Wiśniewska\nodpowiedz: Pompa ciepła',
    },
    {
      id: 'f18',
      country: 'DE',
      body: {
        formular: { name: 'Hans Müller', nachricht: 'Wärmepumpe für Einfamilienhaus, Baujahr 1978' },
        telefon: '0151 23456789',
      },
      person: { name: 'Hans Müller', phone: '+4915123456789', email: null },
      notes: 'nachricht: Wärmepumpe für Einfamilienhaus, Baujahr 1978',
    },
    {
      id: 'f19',
      country: 'BR',
      body: {
        lead_form: { nome: 'Ana Souza', interesse: 'Energia solar residencial' },
        whatsapp: '(11) 98765-4321',
        campanha: 'solar-sp-maio',
      },
      person: { name: 'Ana Souza', phone: '+5511987654321', email: null },
      notes: 'interesse: Energia solar residencial',
    },
    {
      id: 'f20',
      country: 'US',
      body: { quiz: { name: 'Kevin Tran', result: 'Skin type: combination' }, phone: '(714) 392-8846' },
      person: { name: 'Kevin Tran', phone: '+17143928846', email: null },
      notes: 'result: Skin type: combination',
    },
  ]);
});
