import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// A shop's order written flat with the buyer's keys prefixed (`buyer_name`, `buyer_cellphone`): the order's own keys
// share a prefix too (`order_place_name`, `order_from_mobile: "T"`), and a flag under a phone's word is no phone, so the
// order's group is no one else's contact (prefix-records.ts: a name, a phone or an email by key *and* shape). The
// person's chosen options there are theirs. Invented body, made-up person.
describe("Reader: a flag under a phone's word makes no one else's record of the order's keys", () => {
  it("keeps the person's chosen options in the brief", () => {
    const { notes } = readInput(
      {
        resource: {
          order_id: '20250611-0000931',
          order_place_name: '모바일웹',
          order_place_id: 'mobile',
          order_item_option_value: '색상=월넛, 의자 구성=의자 4개',
          order_from_mobile: 'T',
          buyer_name: '박서연',
          buyer_email: 'seoyeon.park@example.com',
          buyer_cellphone: '010-4821-3307',
          receiver_name: '박서연',
          receiver_cellphone: '010-4821-3307',
          receiver_address1: '서울특별시 마포구 월드컵북로 400',
        },
      },
      'KR',
    );
    expect(notes).to.include('색상=월넛');
  });
});
