import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// A form-encoded text in one JSON field is decoded as a form body is (docs/api.md §2.4 step 1, json-text.ts), where `+`
// is a space. Written unencoded (`buyer_name=Ada Tester&…`: a space as it is, which no encoder leaves), a `+` is a plus:
// `+44…` read as ` 44…` lost its country code, and the lead was refused or its phone dropped.
describe('Webhook edge: a form-encoded text in a JSON field (docs/api.md §2.4)', () => {
  it("keeps a `+` written unencoded (the text holds a space) as a phone's plus", () => {
    const input = readInput({ data: 'buyer_name=Ada Tester&buyer_phone=+447700900123&buyer_email=ada@example.com' });
    expect(input).to.include({ name: 'Ada Tester', phone: '+447700900123', email: 'ada@example.com' });
  });

  it('reads a `+` as a space in an encoded text (no space in it)', () => {
    const input = readInput({
      data: 'buyer_name=Ada+Tester&buyer_phone=%2B447700900123&buyer_email=ada%40example.com',
    });
    expect(input).to.include({ name: 'Ada Tester', phone: '+447700900123', email: 'ada@example.com' });
  });

  // A form names a field by its question: the key's spaces are encoded as `+` too (a form backend's "form URL encoded").
  it("reads keys whose spaces are encoded as `+` (a question as the field's name), the answer under its question", () => {
    const input = readInput({
      data: 'email=rosa.lind%40example.org&name=Rosa+Lind&What+are+you+looking+for%3F=A+new+deck&Budget=%245k-10k',
      form_id: 'f8a3c1',
    });
    expect(input).to.include({ name: 'Rosa Lind', email: 'rosa.lind@example.org' });
    expect(input.notes).to.contain('What are you looking for?: A new deck').and.contain('$5k-10k');
  });

  // A payment's callback field carries the form the person filled in, written unencoded with keys in their own script
  // (Thai, Georgian): keys of letters and marks of any script, as a field's name is, joined by `&`.
  it('reads keys written unencoded in any script', () => {
    const input = readInput(
      {
        order: { id: 'ORD-55120', status: 'PAID', sign: '9f2c1e0a7b3d' },
        callback_data: 'ชื่อ=ปิยะนุช แก้วมณี&โทรศัพท์=081 552 7314&อีเมล=piyanut.k@gmail.com&ข้อความ=ขอจองโต๊ะ 8 ที่ วันเสาร์ค่ะ',
      },
      'TH',
    );
    expect(input).to.include({ name: 'ปิยะนุช แก้วมณี', phone: '+66815527314', email: 'piyanut.k@gmail.com' });
    expect(input.notes).to.contain('ขอจองโต๊ะ 8 ที่ วันเสาร์ค่ะ');
  });

  // Keys in a script written without spaces carry whose the value is glued to its term (`商户电话`, the merchant's).
  it("reads a merchant's number in such a form as theirs", () => {
    const input = readInput(
      { notify: '商户名称=鹏城家电&商户电话=13800138000&买家姓名=王小明&联系电话=13912345678&备注=周六上午送货' },
      'CN',
    );
    expect(input).to.include({ name: '王小明', phone: '+8613912345678' });
    expect(input.notes).to.contain('周六上午送货').and.not.contain('13800138000').and.not.contain('鹏城家电');
  });

  it('reads no sentence in another script as a form', () => {
    const input = readInput(
      { name: 'ნინო ბერიძე', email: 'nino.b@gmail.com', message: 'ფასი = 200 ლარი & მიწოდება = უფასო' },
      'GE',
    );
    expect(input.notes).to.equal('message: ფასი = 200 ლარი & მიწოდება = უფასო');
  });
});
