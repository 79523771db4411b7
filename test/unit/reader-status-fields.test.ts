import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 32's class (blind set 36's guide 18: a Japanese form builder's post, `ステータス: "未対応"` beside the answers):
// a tool's status field named in the sender's language (`ステータス`, `対応状況`, `처리상태`, `סטטוס`) holds where the record
// stands, the tool's word, even beside the person's answers. Invented bodies; made-up people.

describe("Reader: a tool's status field in the sender's language", () => {
  for (const [key, value] of [
    ['ステータス', '未対応'],
    ['対応状況', '対応中'],
    ['처리상태', '미처리'],
    ['סטטוס', 'חדש'],
  ])
    it(`keeps ${key}: ${value} out of the brief`, () => {
      const { notes } = readInput(
        { 名前: '佐藤 花子', 電話: '090-1111-2222', ご要望: '外壁の見積もり', [key]: value },
        'JP',
      );
      expect(notes).to.contain('外壁の見積もり');
      expect(notes).not.to.contain(value);
    });
});

// A CRM's lifecycle stage under its bare key (`lifecycle: "Lead Baru"`, a messaging inbox's contact) or a funnel's
// `etapa` away from the person: where the record stands, the tool's word. Invented bodies; made-up people.
describe("Reader: a record's lifecycle or funnel stage under its bare key", () => {
  for (const [key, value] of [
    ['lifecycle', 'Lead Baru'],
    ['etapa', 'Oportunidade quente'],
  ])
    it(`keeps ${key}: ${value} out of the brief`, () => {
      const { notes } = readInput(
        {
          contact: { firstName: 'Siti', lastName: 'Aminah', phone: '+60 12-345 6789' },
          [key]: value,
          message: 'Ada kelas hujung minggu?',
        },
        'MY',
      );
      expect(notes).to.contain('Ada kelas hujung minggu?');
      expect(notes).not.to.contain(value);
    });
});
