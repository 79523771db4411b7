import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 32's class (blind set 35's guide 02: Swahili `maswali: [{swali, jibu}]`): question rows under keys no vocabulary
// reads, where only some questions end with a question mark (`Mazao unayolima`, "the crops you grow", asks too). The key
// holding a question mark in some rows, and none in the other key's, asks; each row reads `question: answer`. The keys
// must say nothing else, as for one row (review 39): a sender's or a message's key is a conversation. Invented bodies.

describe('Reader: question rows where only some questions end in a question mark', () => {
  const body = {
    customer: { name: 'Thandi Mokoena', phone: '082 555 0143', email: 'thandi.m@example.co.za' },
    imibuzo: [
      { umbuzo: 'Ufuna ukuqala nini?', impendulo: 'Ngenyanga ezayo' },
      { umbuzo: 'Uhlobo lwephrojekthi', impendulo: 'Ukwakha indlu entsha' },
      { umbuzo: 'Isabelomali', impendulo: 'R250 000' },
    ],
  };

  it('reads each row as its question answered', () => {
    const { notes, name } = readInput(body, 'ZA');
    expect(name).to.equal('Thandi Mokoena');
    expect(notes).to.contain('Ufuna ukuqala nini?: Ngenyanga ezayo');
    expect(notes).to.contain('Uhlobo lwephrojekthi: Ukwakha indlu entsha');
    expect(notes).to.contain('Isabelomali: R250 000');
  });

  it("leaves a conversation's turns as they are", () => {
    const chat = {
      name: 'Ana Lima',
      phone: '+55 11 91234-5678',
      messages: [
        { text: 'Olá! Qual é o seu orçamento?', from: 'bot' },
        { text: 'Uns 5 mil', from: 'Ana Lima' },
        { text: 'Obrigado', from: 'bot' },
      ],
    };
    const { notes } = readInput(chat, 'BR');
    expect(notes).not.to.contain('Olá! Qual é o seu orçamento?: ');
  });

  // Review 41's q06 and h01: two messages, one asking, each by its writer.
  it('leaves two messages with their writers as a chat', () => {
    for (const body of [
      {
        pangalan: 'Maria Santos',
        telepono: '0917 123 4567',
        usapan: [
          { nagpadala: 'Maria', mensahe: 'Magkano po ang aircon?' },
          { nagpadala: 'Shop', mensahe: '18,500 po' },
        ],
      },
      {
        nombre: 'Lucía Gil',
        tel: '612 345 678',
        chat: [
          { de: 'Lucía', texto: '¿Sigue disponible el piso?' },
          { de: 'Inmobiliaria Sol', texto: 'Sí, hasta el viernes' },
        ],
      },
    ]) {
      const { notes } = readInput(body, 'PH');
      expect(notes).not.to.match(/\?: (Maria|Lucía)/);
      expect(notes).not.to.contain('18,500 po: Shop');
    }
  });
});

// Session 41 (a lead marketplace's request, held-out blind set 48): question rows whose answer to one question is the
// choices ticked, a list (`{질문: "추가로 필요한 서비스", 답변: ["…", "…"]}`), under keys no vocabulary reads. Invented body.
describe('Reader: question rows with a list of choices for one answer', () => {
  it('reads every row as a question answered, the choices joined', () => {
    const { notes } = readInput(
      {
        이름: '이지은',
        휴대폰: '010-2345-6789',
        요청: [
          { 질문: '어떤 작업이 필요하신가요?', 답변: '에어컨 청소' },
          { 질문: '대수', 답변: '2대' },
          { 질문: '추가 옵션', 답변: ['곰팡이 방지 코팅', '실외기 세척'] },
          { 질문: '희망 날짜', 답변: '6월 21일 오전' },
        ],
      },
      'KR',
    );
    expect(notes).to.contain('어떤 작업이 필요하신가요?: 에어컨 청소').and.contain('대수: 2대');
    expect(notes).to.contain('추가 옵션: 곰팡이 방지 코팅, 실외기 세척').and.contain('희망 날짜: 6월 21일 오전');
  });
});
