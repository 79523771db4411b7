import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Session 29's class (blind set 32's guide miss): a chat widget's visitor attributes as a list of `{key, text}` (a label
// beside some), the person's name, email and phone among them. Invented body; made-up people and businesses.

describe("Reader: an attribute list's `{key, text}` items are labelled answers", () => {
  const body = {
    type: 'conversation_ended',
    conversation: {
      id: 'cv_1',
      messages: [
        { id: 'm1', by: { type: 'bot', id: 'b1' }, text: 'Xin chào! Anh/chị cần tư vấn gì ạ?' },
        { id: 'm2', by: { type: 'user', id: 'u1' }, text: 'Mình cần làm cửa sổ nhôm kính cho căn hộ' },
      ],
      user: {
        id: 'u1',
        attributes: [
          { key: 'fullname', text: 'Phạm Thị Lan' },
          { key: 'emails', text: 'lan.pham@example.com' },
          { key: 'phones', text: '0912 345 678' },
          { key: 'budget', label: 'Ngân sách', text: 'khoảng 30 triệu' },
          { key: 'trace_browser_name', text: 'Firefox 130' },
        ],
      },
    },
  };

  it('finds the person in them', () => {
    expect(personOf(body, 'VN')).to.deep.equal({
      name: 'Phạm Thị Lan',
      phone: '+84912345678',
      email: 'lan.pham@example.com',
    });
  });

  it('reads an answer under its label', () => {
    const { notes } = readInput(body, 'VN');
    expect(notes).to.contain('Ngân sách: khoảng 30 triệu');
    expect(notes).to.contain('cửa sổ nhôm kính');
  });
});

describe("Reader: a section's items labelled by `label`, answered in `answerText`", () => {
  // Session 29's class (blind set 32's guide miss): a field-service tool's request form, fetched over GraphQL. Invented
  // body; a made-up person.
  it('reads each answer under its question', () => {
    const body = {
      client: { firstName: 'Nora', lastName: 'Quinn', phones: [{ number: '(403) 555-0119' }] },
      form: {
        sections: {
          nodes: [
            {
              label: 'Service Details',
              items: { nodes: [{ label: 'What needs doing?', answerText: 'Gutters on a two-storey house' }] },
            },
          ],
        },
      },
    };
    expect(readInput(body, 'CA').notes).to.contain('What needs doing?: Gutters on a two-storey house');
  });
});
