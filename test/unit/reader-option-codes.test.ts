import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Session 30's classes (blind set 33's guide miss: a renovation marketplace's consultation request). Choices sent as
// codes whose texts sit in the questions' options as `{code, label}`, and the business's block beside the enquirer's
// under keys naming no party, its mailbox named after its own domain (`hangyeol@hangyeol-interior.kr`). Invented body;
// made-up people and businesses.

describe("Reader: a choice's code read through `{code, label}` options, and a mailbox named after its domain", () => {
  const body = {
    request_no: 'RQ-1001',
    questions: [
      {
        id: 'q1',
        title: '공간',
        options: [
          { code: 'A', label: '아파트' },
          { code: 'V', label: '빌라' },
        ],
      },
      {
        id: 'q2',
        title: '원하는 시공',
        options: [
          { code: 'kitchen', label: '주방' },
          { code: 'bath', label: '욕실' },
          { code: 'floor', label: '마루' },
        ],
      },
    ],
    answers: { q1: 'V', q2: ['kitchen', 'floor'] },
    memo: '반려견이 있어요. 주말 상담 원합니다.',
    block_a: {
      상호: '새봄인테리어',
      담당자: '정우성 팀장',
      연락처: '010-3344-5566',
      이메일: 'saebom@saebom-design.kr',
    },
    block_b: { 이름: '이하늘', 휴대폰: '010-9988-7766', 이메일: 'haneul.lee@naver.com' },
  };

  it('finds the enquirer, not the business', () => {
    expect(personOf(body, 'KR')).to.deep.equal({
      name: '이하늘',
      phone: '+821099887766',
      email: 'haneul.lee@naver.com',
    });
  });

  it('writes each choice by its label', () => {
    const { notes } = readInput(body, 'KR');
    expect(notes).to.contain('공간: 빌라');
    expect(notes).to.contain('주방');
    expect(notes).to.contain('마루');
    expect(notes).to.contain('반려견');
    expect(notes).not.to.contain('새봄인테리어');
  });
});
