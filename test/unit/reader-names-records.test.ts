import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Issue 35: whose name it is, where words fail. Made-up shapes and people. A business's own block
// (a name beside its own phone or email) under a key naming no party, and a thing's bare `name`
// (a publisher's, a listing's) away from the person's contact, must not become the person's name.

describe("Reader: a name beside a phone or email that is not the person's is someone else's", () => {
  it('leaves the name empty rather than take the business block beside the person (keys naming no party)', () =>
    expect(
      personOf(
        {
          inquiry: 'Q-1182',
          torihikisaki: { name: 'Kestrel Homes KK', tel: '03-5555-0101' },
          okyaku: { fam: 'Tanaka', giv: 'Yui', tel: '090-5555-0123', mail: 'yui.tanaka@example.jp' },
        },
        'JP',
      ),
    ).to.deep.equal({ name: null, phone: '+819055550123', email: 'yui.tanaka@example.jp' }));

  it("does not read a block's sender name as the person's when the block holds its own email and phone", () => {
    const body = {
      cfg: {
        sender_name: 'Bright Kitchens Ltd',
        notify_email: 'office@bright-kitchens.example',
        sms_from: '0522223333',
      },
      f1: 'Noa',
      f2: 'Levi',
      phone: '052-555-1234',
      email: 'noa.levi@example.co.il',
      message: 'Kitchen and two bathrooms, starting within two months',
    };
    expect(personOf(body, 'IL').name).not.to.equal('Bright Kitchens Ltd');
    expect(readInput(body, 'IL').notes).to.contain('Kitchen and two bathrooms');
  });

  it('still takes a name from another block when it is the only name and no other contact sits beside it', () =>
    expect(
      personOf({ profile: { name: 'Ana Ruiz' }, contact: { phone: '(650) 555-0142', email: 'ana@example.com' } }).name,
    ).to.equal('Ana Ruiz'));
});

describe("Reader: a thing's bare `name` away from the person's contact is not the person's name", () => {
  it("takes the caller's first and last name over a publisher's name beside the call", () =>
    expect(
      personOf({
        call: {
          caller: '+1 704 555 0193',
          campaign_name: 'Medicare Advantage - NC',
          publisher: { name: 'Acme Leads LLC', sub_id: 'p-77' },
          tags: { first_name: 'Gloria', last_name: 'Hayes', age: '67' },
        },
      }),
    ).to.deep.equal({ name: 'Gloria Hayes', phone: '+17045550193', email: null }));

  it("takes the person's full name over a listing's name beside it", () =>
    expect(
      personOf({
        listing: { name: 'Sunny 2-bed flat, Riverside', ref: 'L-5521' },
        enquirer: { full_name: 'Tom Becker', phone: '+44 7700 900123' },
      }).name,
    ).to.equal('Tom Becker'));

  it("keeps a CRM record's one-word `NAME` beside its `LAST_NAME`, away from the lists of numbers", () =>
    expect(
      personOf({
        result: { NAME: 'Aliya', LAST_NAME: 'Omarova', PHONE: [{ VALUE_TYPE: 'MOBILE', VALUE: '+7 701 555 0188' }] },
        assigned: [{ NAME: 'Yerlan', LAST_NAME: 'Zhumabekov', WORK_PHONE: '+7 727 555 0101' }],
      }).name,
    ).to.equal('Aliya Omarova'));

  it("reads a homeowner's contact over a pro's block listed before it, and keeps the pro's out of the brief", () => {
    const body = {
      pro: { business_name: 'Cedar Row Builders', contact_email: 'leads@cedarrow.example', phone: '(206) 555-0100' },
      homeowner: { first_name: 'Dan', last_name: 'Kim', email: 'dan.kim@example.com', phone: '(206) 555-0131' },
      details: { message: 'Open up the wall between kitchen and dining room' },
    };
    expect(personOf(body)).to.deep.equal({ name: 'Dan Kim', phone: '+12065550131', email: 'dan.kim@example.com' });
    const notes = readInput(body).notes;
    expect(notes).to.contain('Open up the wall');
    for (const theirs of ['Cedar Row', 'leads@cedarrow', '555-0100']) expect(notes).not.to.contain(theirs);
  });

  it("never takes a dealer's email for a client who gave only a phone", () =>
    expect(
      personOf({
        dealer: { name: 'Steppe Motors', phone: '+7 7172 55 00 11', email: 'sales@steppe-motors.example' },
        client: { name: 'Aigerim Nurlanova', phone: '+7 701 555 5678' },
      }),
    ).to.deep.equal({ name: 'Aigerim Nurlanova', phone: '+77015555678', email: null }));
});
