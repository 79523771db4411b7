import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 32's class (blind set 35's guide 12 and 20; blind set 34's guide 13): a form's questions described in a list
// under keys no vocabulary reads, each question an id, its text and its options as `{code, label}` pairs, and the
// answers elsewhere keyed by the questions' ids and holding the options' codes. Only shape tells the list is the form's:
// its ids key the answers, and the answers' values are its options' codes. The answer reads as the option's label
// under the question's text; the options not chosen are the form's and stay out. Invented bodies; made-up people.

describe('Reader: questions and their options described by shape alone, answered by id and code', () => {
  const hebrew = {
    פנייה: { שם: 'נועה לוי', טלפון: '052-718-4420', אימייל: 'noa.levi@example.co.il' },
    שאלות: [
      {
        מזהה_שאלה: 'sh1',
        כותרת: 'סוג הנכס',
        אפשרויות: [
          { קוד: 'p1', תיאור: 'דירת גן' },
          { קוד: 'p2', תיאור: 'בית פרטי' },
          { קוד: 'p3', תיאור: 'פנטהאוז' },
        ],
      },
      {
        מזהה_שאלה: 'sh2',
        כותרת: 'מתי תרצו לעבור',
        אפשרויות: [
          { קוד: 't1', תיאור: 'מיד' },
          { קוד: 't2', תיאור: 'תוך חצי שנה' },
        ],
      },
    ],
    תשובות: { sh1: 'p2', sh2: 't1' },
  };

  it('reads each answer as its option under its question', () => {
    const { notes, name, phone } = readInput(hebrew, 'IL');
    expect(name).to.equal('נועה לוי');
    expect(phone).to.equal('+972527184420');
    expect(notes).to.contain('סוג הנכס: בית פרטי');
    expect(notes).to.contain('מתי תרצו לעבור: מיד');
  });

  it('keeps the options not chosen, and the codes, out of the brief', () => {
    const { notes } = readInput(hebrew, 'IL');
    for (const other of ['דירת גן', 'פנטהאוז', 'תוך חצי שנה', 'p1', 'sh1']) expect(notes).not.to.contain(other);
  });

  const thai = {
    ผู้ติดต่อ: { ชื่อ: 'สมชาย ใจดี', เบอร์โทร: '081-234-5678', อีเมล: 'somchai.j@example.co.th' },
    รายการคำถาม: [
      {
        รหัส: 'Q10',
        ข้อความ: 'งบประมาณ',
        ตัวเลือก: [
          { ค่า: '1', ชื่อ: 'ต่ำกว่า 1 ล้าน' },
          { ค่า: '2', ชื่อ: '1-3 ล้าน' },
        ],
      },
      {
        รหัส: 'Q11',
        ข้อความ: 'ทำเลที่สนใจ',
        ตัวเลือก: [
          { ค่า: '1', ชื่อ: 'บางนา' },
          { ค่า: '2', ชื่อ: 'ลาดพร้าว' },
        ],
      },
    ],
    คำตอบ: { Q10: '2', Q11: '1' },
  };

  it('reads digits codes too, each by its own question', () => {
    const { notes } = readInput(thai, 'TH');
    expect(notes).to.contain('งบประมาณ: 1-3 ล้าน');
    expect(notes).to.contain('ทำเลที่สนใจ: บางนา');
    for (const other of ['ต่ำกว่า 1 ล้าน', 'ลาดพร้าว']) expect(notes).not.to.contain(other);
  });

  it('leaves a list whose ids key no answer as it was', () => {
    const body = {
      name: 'Ana Ruiz',
      phone: '+34 612 345 678',
      interés: [
        { código: 'r1', texto: 'Reforma de cocina' },
        { código: 'r2', texto: 'Baño completo' },
      ],
    };
    const { notes } = readInput(body, 'ES');
    expect(notes).to.contain('Reforma de cocina');
    expect(notes).to.contain('Baño completo');
  });

  // Review 41's s03 and s05.
  it('reads no rank as a question id (`priority: 1, 2` beside answers keyed "1", "2")', () => {
    const body = {
      name: 'Kavya Rao',
      mobile: '9845012345',
      preferences: [
        { priority: 1, area: 'Indiranagar East' },
        { priority: 2, area: 'HSR Layout' },
      ],
      answers: { '1': '2BHK', '2': 'Under 40k rent' },
    };
    const { notes } = readInput(body, 'IN');
    expect(notes).not.to.contain('Indiranagar East: 2BHK');
    for (const text of ['Indiranagar East', 'HSR Layout', '2BHK', 'Under 40k rent']) expect(notes).to.contain(text);
  });

  it('finds the options of any question, not only the first', () => {
    const body = {
      имя: 'Ольга Смирнова',
      телефон: '+7 916 555-12-34',
      вопросы: [
        { код: 'v1', текст: 'Площадь квартиры' },
        {
          код: 'v2',
          текст: 'Тип ремонта',
          варианты: [
            { код: 'a', текст: 'Косметический' },
            { код: 'b', текст: 'Капитальный' },
          ],
        },
      ],
      ответы: { v1: '54 м²', v2: 'b' },
    };
    const { notes } = readInput(body, 'RU');
    expect(notes).to.contain('Тип ремонта: Капитальный');
    expect(notes).not.to.contain('Косметический');
  });

  // Review 42's r01: questions numbered 1, 2, 3 under an id's key are the questions' ids.
  it('reads questions numbered in order by their id', () => {
    const body = {
      name: 'Nora Quinn',
      phone: '720-555-0131',
      form: {
        questions: [
          { id: 1, text: 'What type of service do you need?' },
          { id: 2, text: 'When would you like to start?' },
        ],
      },
      answers: { '1': 'Bathroom remodel', '2': 'Within a month' },
    };
    const { notes } = readInput(body, 'US');
    expect(notes).to.contain('What type of service do you need?: Bathroom remodel');
    expect(notes).to.contain('When would you like to start?: Within a month');
  });
});

// Session 37's class (blind set 40's guide 19: a form builder's row, its fields described by `slug`): a form's fields
// named by their `slug`, answered in a row keyed by those slugs, a choice sent as its options' slugs; an option's title
// of one word (`Montag`) is as code-shaped as its slug, and the key naming a label tells which is the text. Invented body.
describe("Reader: a form's fields described by slug, a multiple choice's one-word options by their titles", () => {
  it('reads the person from slug-keyed answers and the chosen days by their titles', () => {
    const body = {
      form: {
        slug: 'f9Qx2',
        title: 'Probetraining',
        fields_list: [
          { slug: 'aB3dE5fG', title: 'Vorname', type: 'short_text' },
          { slug: 'hJ7kL9mN', title: 'Nachname', type: 'short_text' },
          { slug: 'pQ2rS4tU', title: 'E-Mail', type: 'email' },
          {
            slug: 'vW6xY8zA',
            title: 'Welche Tage passen?',
            type: 'multiple_select',
            choice_items: [
              { slug: 'c_k1Pz', title: 'Montag' },
              { slug: 'c_m2Qy', title: 'Dienstag' },
              { slug: 'c_n3Rx', title: 'Freitag' },
            ],
          },
        ],
      },
      row: {
        slug: 'Rw5tY7uI',
        data: {
          aB3dE5fG: 'Tobias',
          hJ7kL9mN: 'Krämer',
          pQ2rS4tU: 'tobias.k@example.de',
          vW6xY8zA: ['c_k1Pz', 'c_n3Rx'],
        },
      },
    };
    const lead = readInput(body, 'DE');
    expect([lead.name, lead.email]).to.deep.equal(['Tobias Krämer', 'tobias.k@example.de']);
    expect(lead.notes).to.include('Welche Tage passen?: Montag, Freitag');
    for (const code of ['c_k1Pz', 'c_n3Rx', 'Dienstag', 'aB3dE5fG', 'vW6xY8zA'])
      expect(lead.notes).not.to.include(code);
  });
});
