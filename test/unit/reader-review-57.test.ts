import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 57: classes held-out set 68 found, each on an invented body.

describe('Reader (review 57): labelled lines as Japanese mail writes them, 【label】 and ■ headings', () => {
  // A property portal's enquiry mailed to an agency and relayed as JSON: the mail's own header beside a text whose fields
  // are written `【お名前】value` (a label in lenticular brackets, no colon), in sections under `■` headings, with the
  // agency's card after a rule at the end.
  const body = {
    from: 'Heya Navi <info@heyanavi.example.jp>',
    to: 'rent@midori-estate.example.jp',
    subject: '【ヘヤナビ】お問い合わせ（物件番号：55120934）',
    text:
      'みどり不動産 ご担当者様\n\nヘヤナビをご覧のお客様よりお問い合わせがありました。\n\n' +
      '■物件情報\n物件番号：55120934\n物件名：グリーンハイツ 102号室\n賃料：7.2万円\n\n' +
      '■お客様情報\n【お名前】佐々木 由美\n【メールアドレス】yumi.sasaki.88@example.jp\n【電話番号】090-2468-1357\n' +
      '【連絡希望時間帯】土日の午前中\n【お問い合わせ内容】\n・内見希望\n・駐輪場はありますか\n\n' +
      '――――――――――――\nみどり不動産株式会社\nTEL：03-3987-6543\n東京都豊島区南池袋2-8-1',
  };

  it('reads the person from the text, not the mail header, with their answers and without the agency', () => {
    const { name, phone, email, notes } = readInput(body, 'JP');
    expect({ name, phone, email }).to.deep.equal({
      name: '佐々木 由美',
      phone: '+819024681357',
      email: 'yumi.sasaki.88@example.jp',
    });
    expect(notes).to.contain('土日の午前中').and.contain('内見希望').and.contain('駐輪場はありますか');
    for (const leak of ['03-3987-6543', '南池袋', '■']) expect(notes).not.to.contain(leak);
  });

  it('keeps a bullet the writer marks their own lines with (no label follows it) in their words', () => {
    const text =
      'お名前：佐々木 由美\n電話番号：090-2468-1357\nメール：yumi.sasaki.88@example.jp\nご要望：\n● 南向きの部屋\n● ペット可\n★ 急ぎです';
    const { name, notes } = readInput({ text }, 'JP');
    expect(name).to.equal('佐々木 由美');
    expect(notes).to.contain('南向きの部屋').and.contain('ペット可').and.contain('急ぎです');
  });
});

describe('Reader (review 57): a form packed into one value as labelled parts, `label: value; label: value`', () => {
  // A payment gateway's free fields (`value_a`…`value_d`) carry a school's admission form, one value per field group,
  // the parent's contact as `label: value` parts separated by semicolons on one line, beside the gateway's own ids,
  // amounts and signatures.
  const body = {
    status: 'VALID',
    tran_id: 'TUT-2026-0417',
    val_id: '260417A9kQ2mZ7xR',
    amount: '3000.00',
    store_amount: '2925.00',
    verify_sign: '4b7e1c9a2d8f3e6b0c5a1d9e7f2b4c3a',
    value_a: 'Guardian name: Farhana Akter; Mobile: 01819-552746; Email: farhana.akter@example.com',
    value_b: 'Student: Nabil Hossain, Class: 8',
    value_c: 'Subjects: Physics and Chemistry, evenings',
  };

  it('reads the parts as fields: the name with the contact, the other values as answers', () => {
    const { name, phone, email, notes } = readInput(body, 'BD');
    expect({ name, phone, email }).to.deep.equal({
      name: 'Farhana Akter',
      phone: '+8801819552746',
      email: 'farhana.akter@example.com',
    });
    expect(notes).to.contain('Nabil Hossain').and.contain('Physics and Chemistry');
  });

  it('leaves a sentence with semicolons and one colon as the text it is', () => {
    const { notes } = readInput(
      {
        name: 'Farhana Akter',
        phone: '01819-552746',
        message: 'Note: mornings are bad; evenings are fine; call after 6',
      },
      'BD',
    );
    expect(notes).to.contain('Note: mornings are bad; evenings are fine; call after 6');
  });
});
