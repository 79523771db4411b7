import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 32's class (blind set 35's guide 12 and 20): a tool's event or status written as a machine writes it, in words of
// a script beyond ASCII joined by `_` or `.` with no space (`문의.생성`, `განცხადების_შეტყობინება`, `заявка_создана`), under
// a key no vocabulary reads. The shape says it: no person joins their words so. A person's abbreviations (`จ.นนทบุรี`, a
// province; `ул.Ленина`, a street with its capital; `बी.कॉम`, a degree) are no such code. Invented bodies; made-up people.

describe('Reader: a machine word in any script', () => {
  it("keeps a tool's event words joined by _ or . out of the brief", () => {
    const body = {
      이벤트: '문의.생성',
      подія: 'заявка_створена',
      घटना: 'पूछताछ_प्राप्त',
      contact: { name: 'Mina Park', phone: '+82 10-4827-3391' },
      메시지: '주말에 방문 가능한가요?',
    };
    const { notes } = readInput(body, 'KR');
    expect(notes).to.contain('주말에 방문 가능한가요?');
    for (const code of ['문의.생성', 'заявка_створена', 'पूछताछ_प्राप्त']) expect(notes).not.to.contain(code);
  });

  it("keeps a person's abbreviations and one-word answers", () => {
    const body = {
      ชื่อ: 'สมหญิง ใจงาม',
      เบอร์โทร: '081-234-5678',
      จังหวัด: 'จ.นนทบุรี',
      адрес: 'ул.Ленина',
      район: 'центр',
      शिक्षा: 'बी.कॉम',
    };
    const { notes } = readInput(body, 'TH');
    for (const answer of ['จ.นนทบุรี', 'ул.Ленина', 'центр', 'बी.कॉम']) expect(notes).to.contain(answer);
  });
});
