import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 32: words of a script beyond ASCII joined by `_` or `.` with no space are as often the person's as a tool's
// code: an abbreviation (`จ.นนทบุรี`, a province; `пр.мира`, a street; `बी.कॉम`, a degree), a choice sent as a slug in
// its own script (`دبي_مارينا`, `شقة_للايجار`), a product (`空调.挂机`). A rule reading them as a tool's code (72c4da8)
// dropped these (review 41) and was withdrawn: they stay the person's. Invented bodies; made-up people.

describe('Reader: words joined by _ or . in a script beyond ASCII', () => {
  it("keeps a person's abbreviations, slugs and products", () => {
    const body = {
      ชื่อ: 'สมหญิง ใจงาม',
      เบอร์โทร: '081-234-5678',
      จังหวัด: 'จ.นนทบุรี',
      street: 'пр.мира',
      area: 'دبي_مارينا',
      interest: 'شقة_للايجار',
      product: '空调.挂机',
      शिक्षा: 'बी.कॉम',
    };
    const { notes } = readInput(body, 'TH');
    for (const answer of ['จ.นนทบุรี', 'пр.мира', 'دبي_مارينا', 'شقة_للايجار', '空调.挂机', 'बी.कॉम'])
      expect(notes).to.contain(answer);
  });
});
