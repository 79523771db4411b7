import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 20's classes, each on an invented body first. Made-up people.

describe('Reader: a label in a script whose vowels are marks keeps them (Thai, Devanagari)', () => {
  it('reads a Thai name term written inside a longer key (no spaces between words)', () => {
    const lead = readInput(
      {
        profile: { displayName: 'แม่น้องแพรว', language: 'th' },
        booking: { ชื่อผู้จอง: 'วิภาวรรณ แสงทอง', เบอร์โทรศัพท์: '089 876 5432', หมายเหตุ: 'ขอห้องริมทะเล' },
      },
      'TH',
    );
    expect(lead.name).to.equal('วิภาวรรณ แสงทอง');
    expect(lead.phone).to.equal('+66898765432');
    expect(lead.notes).to.contain('ขอห้องริมทะเล');
  });
  it("does not read a Thai word that shares the name term's letters without its marks as a name (ชอบ, to like)", () => {
    const lead = readInput({ ชื่อ: 'สมชาย ใจดี', เบอร์โทร: '081 234 5678', ชอบติดต่อทาง: 'ไลน์ ช่วงเย็น' }, 'TH');
    expect(lead.name).to.equal('สมชาย ใจดี');
    expect(lead.notes).to.contain('ไลน์ ช่วงเย็น');
  });
});

describe("Reader: a thing named inside an unspaced key makes its name no person's (Thai)", () => {
  it("reads a company's name written in one Thai key as no name", () => {
    const lead = readInput(
      {
        ชื่อบริษัท: 'สยามโซล่าร์ เอ็นเนอร์ยี่',
        ชื่อผู้ติดต่อ: 'ณัฐพล วงศ์ใหญ่',
        เบอร์มือถือ: '086 555 1234',
      },
      'TH',
    );
    expect(lead.name).to.equal('ณัฐพล วงศ์ใหญ่');
    expect(lead.notes).to.contain('สยามโซล่าร์ เอ็นเนอร์ยี่');
  });
  it("reads a shop's name in one Thai key as no name when it is the only name", () => {
    const lead = readInput({ ชื่อร้าน: 'ร้านกาแฟดอยช้าง', เบอร์โทร: '086 555 1234' }, 'TH');
    expect(lead.name).to.equal(null);
    expect(lead.notes).to.contain('ร้านกาแฟดอยช้าง');
  });
});
