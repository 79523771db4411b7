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

  it('reads no sentence in another script as a form', () => {
    const input = readInput(
      { name: 'ნინო ბერიძე', email: 'nino.b@gmail.com', message: 'ფასი = 200 ლარი & მიწოდება = უფასო' },
      'GE',
    );
    expect(input.notes).to.equal('message: ფასი = 200 ლარი & მიწოდება = უფასო');
  });
});
