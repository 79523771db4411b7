import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 44: classes found by held-out blind set 53, each on invented bodies.

describe('Reader (review 44): a name typed with a spaced dash', () => {
  it("still reads a person's name written with a spaced dash and a title after it as theirs when nothing else names them", () => {
    const lead = readInput(
      { name: 'Anna Kowalska', phone: '+48 601 234 567', campaign_name: 'Lato — rabat 20%' },
      'PL',
    );
    expect(lead.name).to.equal('Anna Kowalska');
  });

  it("keeps a name the person typed with a spaced dash under a bare name key or the lead's own", () => {
    expect(readInput({ name: 'María López - García', phone: '+34 612 345 678' }, 'ES').name).to.equal(
      'María López - García',
    );
    expect(readInput({ customer_name: 'Ana Torres — Ruiz', email: 'ana@example.es' }, 'ES').name).to.equal(
      'Ana Torres — Ruiz',
    );
  });
});

describe("Reader (review 44): a copy of someone else's phone", () => {
  // An AI voice agent's post-call report (made up): the agent's line is `agent_number`, and again under a key that reads
  // as a question (`intake_phone`) beside the caller's id, the agent giving it in its turn too.
  const report = (agentSays: string) => ({
    type: 'post_call',
    data: {
      agent_id: 'agt_55c1',
      transcript: [
        { role: 'agent', message: 'Thanks for calling Summit Roofing, this is Max. How can I help?' },
        {
          role: 'user',
          message: 'Hi, this is Dana Whitfield. A storm took shingles off my roof last night and the attic leaks.',
        },
        { role: 'agent', message: agentSays },
        { role: 'user', message: 'Great, I am home after 3pm.' },
      ],
      metadata: {
        phone_call: { direction: 'inbound', agent_number: '+17205550142', external_number: '+17205550199' },
      },
      conversation_initiation_client_data: {
        dynamic_variables: {
          system__caller_id: '+17205550199',
          system__called_number: '+17205550142',
          company: 'Summit Roofing',
          intake_phone: '+17205550142',
        },
      },
    },
  });

  it("reads the agent's line copied under a key naming no one (`intake_phone`) as theirs, not the caller's", () => {
    const lead = readInput(report('A crew lead will call you today. You can also reach us at 720-555-0142.'), 'US');
    expect(lead.phone).to.equal('+17205550199');
    expect(lead.name).to.equal('Dana Whitfield');
    expect(lead.notes).to.contain('home after 3pm');
    expect(lead.notes).not.to.contain('5550142');
  });

  it('still reads a number the person says, and the agent repeats, as theirs', () => {
    const lead = readInput(
      {
        transcript: [
          { role: 'agent', message: 'What is the best number to reach you?' },
          { role: 'user', message: 'It is 720-555-0177, I am Dana Whitfield.' },
          { role: 'agent', message: 'Thanks, so that is 720-555-0177.' },
        ],
        numbers: { line: '+17205550142', callback: '+17205550177' },
      },
      'US',
    );
    expect(lead.phone).to.equal('+17205550177');
  });
});

describe("Reader (review 44): a copy of someone else's phone, guards", () => {
  it("keeps the person's number on an outbound call, where `to` is theirs and their record holds it again", () => {
    const lead = readInput(
      {
        direction: 'outbound',
        from: '+17205550142',
        to: '+17205550177',
        contact: { name: 'Dana Whitfield', phone: '+17205550177' },
      },
      'US',
    );
    expect(lead.phone).to.equal('+17205550177');
  });

  it("keeps a chat's sender number as the person's, though it sits below a list of messages received", () => {
    const lead = readInput(
      {
        inbox: { display_phone_number: '15550001111' },
        people: [{ profile: { name: 'Kai Moll' }, wa_id: '4915112345678' }],
        received: [{ from: '4915112345678', text: { body: 'Hallo, ich brauche ein Angebot' } }],
      },
      'DE',
    );
    expect(lead.phone).to.equal('+4915112345678');
  });
});

describe("Reader (review 44): a payment's subaccount, the business's side", () => {
  // A payment gateway's charge (made up, Ghana): the buyer's form answers in the metadata, the installer partner's
  // subaccount with its primary contact beside the buyer's customer record, as `sub_account` (`account`) would be.
  const charge = {
    event: 'charge.completed',
    data: {
      id: 55120933,
      tx_ref: 'KB-2026-0415',
      amount: 1500,
      currency: 'GHS',
      customer: { id: 992113, email: 'ama.mensah@yahoo.com', phone_number: null },
      meta: {
        custom_fields: [
          { display_name: 'Full name', value: 'Ama Mensah' },
          { display_name: 'Phone number', value: '024 555 1234' },
          { display_name: 'What do you need built?', value: 'A two-room boys quarters behind the house' },
        ],
      },
      subaccount: {
        id: 4411,
        business_name: 'Kofi Builders Ltd',
        primary_contact_name: 'Kwame Asante',
        primary_contact_phone: '0209876543',
        primary_contact_email: 'kwame@kofibuilders.com.gh',
        settlement_bank: 'GCB Bank',
      },
    },
  };

  it("reads the buyer's name and phone, not the subaccount's primary contact, and keeps the partner out of the brief", () => {
    const lead = readInput(charge, 'GH');
    expect(lead.email).to.equal('ama.mensah@yahoo.com');
    expect(lead.phone).to.equal('+233245551234');
    expect(lead.name).to.equal('Ama Mensah');
    expect(lead.notes).to.contain('boys quarters');
    expect(lead.notes).not.to.contain('kwame@kofibuilders');
  });
});

describe('Reader (review 44): a given name alone, the message introducing more', () => {
  // A second attacker's pass over a first try that filled a profile's given name out from the message (taken back): Title
  // Case texts, a shop named for its owner and a relative's introduction gave `Rajesh From Pune`, `Priya Sharma's`.
  it("keeps a WhatsApp profile's given name (`Rajesh`) where the message introduces them in Title Case", () => {
    const lead = readInput(
      {
        eventType: 'message',
        text: 'Hi Sir I Am Rajesh From Pune. Need 2BHK Flat Near Hinjewadi',
        waId: '919820011223',
        senderName: 'Rajesh',
      },
      'IN',
    );
    expect(lead.name).to.equal('Rajesh');
    expect(lead.notes).to.contain('2BHK');
  });
});

describe("Reader (review 44): a call's ids written as decimals", () => {
  it("keeps an epoch with its fraction and an analytics client id out of the brief, the caller's words in it", () => {
    const lead = readInput(
      {
        uniqueid: '1752012345.778812',
        caller: '+380671112233',
        clientid: '2045112233.1751999000',
        call_summary: 'Клієнтка хоче записатися на чистку зубів у четвер після обіду.',
      },
      'UA',
    );
    expect(lead.phone).to.equal('+380671112233');
    expect(lead.notes).to.contain('чистку зубів');
    expect(lead.notes).not.to.contain('1752012345');
    expect(lead.notes).not.to.contain('2045112233');
  });
});

describe("Reader (review 44): an attacker's pass, guards", () => {
  it('keeps a WhatsApp profile name with a spaced dash (`João Silva - Corretor`) where the message names no one', () => {
    const lead = readInput(
      {
        instanceId: '3C67',
        phone: '5511987654321',
        chatName: 'João Silva - Corretor',
        senderName: 'João Silva - Corretor',
        type: 'ReceivedCallback',
        text: { message: 'Olá, vi o anúncio do apartamento' },
      },
      'BR',
    );
    expect(lead.name).to.equal('João Silva - Corretor');
    expect(lead.phone).to.equal('+5511987654321');
  });

  it("keeps a business owner's own `home_phone` though `owner_phone` holds it too, not the business's line", () => {
    const lead = readInput(
      {
        business_name: "Joe's Pizza LLC",
        business_phone: '415-555-0100',
        owner_phone: '415-555-0134',
        home_phone: '415-555-0134',
      },
      'US',
    );
    expect(lead.phone).to.equal('+14155550134');
  });

  it("keeps a business owner's own `phone` though `owner_phone` holds it too, not the business's line", () => {
    const lead = readInput(
      {
        business_name: "Joe's Pizza LLC",
        business_phone: '415-555-0100',
        owner_first_name: 'Joe',
        owner_last_name: 'Russo',
        owner_phone: '415-555-0134',
        phone: '415-555-0134',
        amount_requested: '50000',
      },
      'US',
    );
    expect(lead.phone).to.equal('+14155550134');
  });
});

describe("Reader (review 44): an owner's contact a form asks for, the owner being the person", () => {
  // A third attacker's pass over a first try that kept a phone or an email under a question naming someone else
  // (`Referring agent – email`) out of the brief (taken back): on a business owner's form `Owner email` is the person's.
  it("keeps the owner's mobile and email in the brief beside the business's line", () => {
    const lead = readInput(
      {
        answers: [
          { label: 'Legal business name', value: 'Russo Foods LLC' },
          { label: 'Business phone', value: '(718) 555-0100' },
          { label: 'Owner name', value: 'Tony Russo' },
          { label: 'Owner mobile', value: '(718) 555-0102' },
          { label: 'Owner email', value: 'tony.russo@example.com' },
          { label: 'Monthly revenue', value: '$45,000' },
        ],
      },
      'US',
    );
    const own = [lead.phone, lead.email, lead.notes].join('\n');
    expect(own).to.contain('0102');
    expect(own).to.contain('tony.russo@example.com');
  });
});

describe("Reader (review 44): a CRM status code's shown name", () => {
  it("keeps `statuscode_name` (the label of the record's `statuscode`) out of the brief, in any script", () => {
    const lead = readInput(
      {
        Data: {
          firstname: 'ليلى',
          lastname: 'حداد',
          telephone1: '050 123 4567',
          statuscode: 1,
          statuscode_name: 'عميل جديد',
          description: 'أريد عرض سعر لتركيب ألواح شمسية على سطح المنزل',
        },
      },
      'AE',
    );
    expect(lead.phone).to.equal('+971501234567');
    expect(lead.notes).to.contain('ألواح شمسية');
    expect(lead.notes).not.to.contain('عميل جديد');
  });
});
