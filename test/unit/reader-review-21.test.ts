import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 21's classes, each on an invented body first. Made-up people.

describe("Reader: a business's staff named by their role beside the person (asesor, technician, Berater)", () => {
  it("keeps a Spanish adviser's name and phone out of the brief", () => {
    const lead = readInput(
      {
        nombre: 'Lucía Prieto',
        telefono: '612 345 678',
        asesor: 'Carlos Ruiz Gómez',
        telefono_asesor: '699 111 222',
        mensaje: 'Quiero información del piso de la calle Mayor',
      },
      'ES',
    );
    expect(lead.name).to.equal('Lucía Prieto');
    expect(lead.phone).to.equal('+34612345678');
    expect(lead.notes).to.contain('calle Mayor');
    expect(lead.notes).not.to.contain('Carlos Ruiz');
    expect(lead.notes).not.to.contain('699');
  });
  it("keeps a German consultant's and an assigned technician's names out of the brief", () => {
    const lead = readInput(
      {
        kunde: { name: 'Jonas Weber', telefon: '0151 23456789' },
        berater: 'Hans-Peter Meier',
        technician: 'Bob Fielding',
        anliegen: 'Wärmepumpe für Altbau, 140 m²',
      },
      'DE',
    );
    expect(lead.name).to.equal('Jonas Weber');
    expect(lead.notes).to.contain('Wärmepumpe für Altbau');
    expect(lead.notes).not.to.contain('Hans-Peter');
    expect(lead.notes).not.to.contain('Bob Fielding');
  });
  it("still reads a reply under such a key as the person's answer", () => {
    const lead = readInput({ name: 'Mia Stone', email: 'mia@example.com', advisor: 'No, not yet' }, 'US');
    expect(lead.notes).to.contain('No, not yet');
  });
});

describe("Reader: a size chosen in words is an answer, a file's size in bytes the tool's", () => {
  it('keeps Size: Large in the brief', () => {
    const lead = readInput({ name: 'Ana Lima', email: 'ana@example.com', Size: 'Large', Color: 'Sky blue' }, 'US');
    expect(lead.notes).to.contain('Large');
    expect(lead.notes).to.contain('Sky blue');
  });
  it("keeps an upload's byte count out", () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        plan: { name: 'floorplan.pdf', size: '482133', type: 'application/pdf' },
        message: 'Plans attached',
      },
      'US',
    );
    expect(lead.notes).to.contain('Plans attached');
    expect(lead.notes).not.to.contain('482133');
  });
});

describe("Labelled lines: a value on the line after its label, and a mail client's footer", () => {
  it('reads each value written on the line below its label', () => {
    const lead = readInput(
      {
        body: 'New enquiry from the website\nName:\nAna Lima\nPhone:\n+44 7700 900123\nEmail:\nana@example.com\nMessage:\nNeed a quote for a loft conversion',
      },
      'GB',
    );
    expect(lead.name).to.equal('Ana Lima');
    expect(lead.phone).to.equal('+447700900123');
    expect(lead.email).to.equal('ana@example.com');
    expect(lead.notes).to.contain('Message: Need a quote for a loft conversion');
  });
  it('keeps "Sent from my iPhone" after a rule out of the brief', () => {
    const lead = readInput(
      {
        text: 'Name: Ana Lima\nPhone: +44 7700 900123\nEmail: ana@example.com\nMessage: Need a quote for a loft conversion\n\n--\nSent from my iPhone',
      },
      'GB',
    );
    expect(lead.name).to.equal('Ana Lima');
    expect(lead.notes).to.contain('Need a quote for a loft conversion');
    expect(lead.notes).not.to.contain('iPhone');
  });
  it("keeps a mail client's footer with no rule out of the message", () => {
    const lead = readInput(
      {
        text: 'Nombre: Ana Lima\nTeléfono: 612 345 678\nCorreo: ana@example.com\nMensaje: Necesito presupuesto para reformar la cocina\n\nEnviado desde mi Galaxy',
      },
      'ES',
    );
    expect(lead.name).to.equal('Ana Lima');
    expect(lead.notes).to.contain('Necesito presupuesto para reformar la cocina');
    expect(lead.notes).not.to.contain('Galaxy');
  });
});

describe("Reader: a staff member's phone or email named after its term (telefono_asesor) is never the lead's", () => {
  it("takes no adviser's phone for the lead's, even when the lead gave only an email", () => {
    const lead = readInput(
      {
        Nombre: 'Lucía Prieto',
        'Teléfono asesor': '699 111 222',
        Correo: 'lucia@example.com',
        Mensaje: 'Info del piso',
      },
      'ES',
    );
    expect(lead.name).to.equal('Lucía Prieto');
    expect(lead.email).to.equal('lucia@example.com');
    expect(lead.phone).to.equal(null);
    expect(lead.notes).not.to.contain('699');
  });
  it("takes no seller's email for the lead's (email_vendedor)", () => {
    const lead = readInput(
      { nome: 'João Pereira', telefone: '(11) 98765-4321', email_vendedor: 'vendas@example.com' },
      'BR',
    );
    expect(lead.phone).to.equal('+5511987654321');
    expect(lead.email).to.equal(null);
  });
});

describe("Labelled lines: a form's own From and To fields (a move's), told from a mail's headers", () => {
  it("reads a removals enquiry's From and To as its answers", () => {
    const lead = readInput(
      {
        text: 'Removals quote request\nName: Ana Lima\nPhone: 07700 900123\nFrom: Leeds LS6\nTo: Bristol BS1\nMoving date: 12 June\nBedrooms: 3',
      },
      'GB',
    );
    expect(lead.name).to.equal('Ana Lima');
    expect(lead.phone).to.equal('+447700900123');
    expect(lead.notes).to.contain('Leeds LS6');
    expect(lead.notes).to.contain('Bristol BS1');
    expect(lead.notes).to.contain('Bedrooms: 3');
  });
  it("still leaves a quoted mail's headers whole (From with an address, a Subject)", () => {
    const text =
      'Name: Ana Lima\nPhone: 07700 900123\nMessage: see below\nFrom: Sales <sales@acme.example>\nTo: Ana Lima\nSubject: Your quote';
    // Not decoded: the text stays one value, as before (what a quoted mail's lines are is left to the reader).
    expect(readInput({ text }, 'GB').notes).to.contain('Subject: Your quote');
  });
});

describe("Reader: a call record's caller number beside its agent's flat contact (external_number, agent_phone, agent_email)", () => {
  it("takes the outside caller's number, the record being no agent's card", () => {
    const lead = readInput(
      {
        event: 'call.finished',
        external_number: '(312) 555-0148',
        internal_number: '+1 773 555 0100',
        agent_name: 'Tomasz Wójcik',
        agent_phone: '+1 773 555 0131',
        agent_email: 'tomasz@lakeshore-roofing.example',
        contact: { name: 'Dana Whitfield', email: 'dana.w@example.com' },
        summary: 'Caller asked for a roof inspection after the hail storm',
      },
      'US',
    );
    expect(lead.name).to.equal('Dana Whitfield');
    expect(lead.phone).to.equal('+13125550148');
    expect(lead.email).to.equal('dana.w@example.com');
    expect(lead.notes).to.contain('roof inspection');
    expect(lead.notes).not.to.contain('Tomasz');
  });
});

describe("Reader: a chatbot's user is the person chatting, and their sentence naming two answers is theirs", () => {
  const body = {
    type: 'conversation_ended',
    conversationId: 'conv_8QK2M7NP4R',
    user: { id: 'user_F9TQW3B', name: 'Eleni Markou' },
    messages: [
      { direction: 'outgoing', payload: { text: 'Welcome to Aegean Solar! Tell us what you need.' } },
      { direction: 'incoming', payload: { text: 'I would like a quote for rooftop panels' } },
      { direction: 'outgoing', payload: { text: 'Our adviser will call you.' } },
      {
        direction: 'incoming',
        payload: { text: 'A detached house of 120 m2 in Glyfada, best after six in the evening' },
      },
    ],
    variables: { phone: '694 123 4567', area: 'Glyfada', property_type: 'detached house' },
  };
  it("takes the user's name when the person's phone sits elsewhere and no other name is there", () => {
    const lead = readInput(body, 'GR');
    expect(lead.name).to.equal('Eleni Markou');
    expect(lead.phone).to.equal('+306941234567');
  });
  it("keeps the person's sentence that names two of their answers", () => {
    expect(readInput(body, 'GR').notes).to.contain('best after six in the evening');
  });
  it("still drops a tool's copy of the answers (labelled)", () => {
    const lead = readInput(
      {
        name: 'Eleni Markou',
        phone: '694 123 4567',
        area: 'Glyfada',
        property_type: 'detached house',
        budget: 'under 8,000 euro',
        all_fields: 'Area: Glyfada, Property type: detached house, Budget: under 8,000 euro',
      },
      'GR',
    );
    expect(lead.notes).to.contain('detached house');
    expect(lead.notes).not.to.contain('Area: Glyfada, Property');
  });
});

describe("Reader: a salon's employee named in Polish, and a product's stock code", () => {
  it('keeps the employee serving the booking out of the brief (pracownik)', () => {
    const lead = readInput(
      {
        rezerwacja: { usluga: 'Manicure hybrydowy', termin: '2024-06-14 17:30', pracownik: 'Joanna Kamińska' },
        klient: { imie_nazwisko: 'Ewa Nowicka', telefon: '512 345 678', uwagi: 'Proszę o kolor nude' },
      },
      'PL',
    );
    expect(lead.name).to.equal('Ewa Nowicka');
    expect(lead.notes).to.contain('Manicure hybrydowy');
    expect(lead.notes).to.contain('kolor nude');
    expect(lead.notes).not.to.contain('Joanna');
  });
  it("keeps a line item's SKU out and its name in", () => {
    const lead = readInput(
      {
        cart: { line_items: [{ name: 'Oak Standing Desk', sku: 'OK-DSK-STND-NAT', quantity: 1 }] },
        customer: { first_name: 'Mark', last_name: 'Osei', email: 'mark.osei@example.com' },
      },
      'US',
    );
    expect(lead.notes).to.contain('Oak Standing Desk');
    expect(lead.notes).not.to.contain('OK-DSK-STND-NAT');
  });
});

describe("Reader: the tool's counts and numbers, and the person's answers under a field's words", () => {
  it("keeps a call's talk duration sent as text out (a form-encoded call record)", () => {
    const lead = readInput(
      {
        callerphone: '79161234567',
        name: 'Волкова Ирина',
        talk_duration: '187',
        comment: 'Хочет ремонт квартиры 54 м²',
      },
      'RU',
    );
    expect(lead.notes).to.contain('ремонт квартиры');
    expect(lead.notes).not.to.contain('187');
  });
  it('still reads a count of guests typed as text beside the person as theirs', () => {
    const lead = readInput({ name: 'Ana Lima', email: 'ana@example.com', guests_count: '45' }, 'US');
    expect(lead.notes).to.contain('45');
  });
  it("keeps an order's number sent as a JSON number out (id_order: 30418)", () => {
    const lead = readInput(
      {
        order: { id_order: 30418, payment: 'Chèque', message: "C'est un cadeau pour ma mère" },
        customer: { firstname: 'Camille', lastname: 'Moreau', email: 'camille.moreau@example.fr' },
      },
      'FR',
    );
    expect(lead.notes).to.contain('cadeau pour ma mère');
    expect(lead.notes).not.to.contain('30418');
  });
  it("reads a company's head count under a staff word as the person's answer (employee_count)", () => {
    const lead = readInput({ name: 'Ana Lima', email: 'ana@example.com', employee_count: '11-50' }, 'US');
    expect(lead.notes).to.contain('11-50');
  });
  it("reads a renter's position in words as their answer", () => {
    const lead = readInput(
      {
        customer: {
          first_name: 'Tomasz',
          last_name: 'Kowal',
          telephone: '07823 456120',
          position: 'Currently renting, contract ends July',
        },
      },
      'GB',
    );
    expect(lead.notes).to.contain('Currently renting, contract ends July');
  });
});

describe('Reader: a time of day or a range of hours the person chose is their answer', () => {
  it("keeps a visit's slot (franja: 10:00-12:00) beside its date", () => {
    const lead = readInput(
      {
        contact: { name: 'Lucía Ferrer', phone: '612 34 56 78' },
        visita: { fecha_preferida: '2024-06-15', franja: '10:00-12:00' },
      },
      'ES',
    );
    expect(lead.notes).to.contain('2024-06-15');
    expect(lead.notes).to.contain('10:00-12:00');
  });
  it('keeps a preferred call time written as hours (18h-20h, 6:30 pm)', () => {
    const lead = readInput(
      { nom: 'Camille Moreau', telephone: '06 12 34 56 78', creneau: '18h-20h', rappel: '6:30 pm' },
      'FR',
    );
    expect(lead.notes).to.contain('18h-20h');
    expect(lead.notes).to.contain('6:30 pm');
  });
  it("keeps a message's sending time out", () => {
    const lead = readInput({ name: 'Ana Lima', phone: '+44 7700 900123', sent_at: '13:41' }, 'GB');
    expect(lead.notes).not.to.contain('13:41');
  });
});

describe("Reader: an appointment naming its adviser in its own keys is no one else's record (berater, berater_email)", () => {
  it("keeps the appointment's time and service, and the adviser's name and email out", () => {
    const lead = readInput(
      {
        termin: {
          start: '2024-06-20T08:00:00+02:00',
          dienstleistung: 'Reifenwechsel inkl. Einlagerung',
          berater: 'Stefan Huber',
          berater_email: 's.huber@autohaus-beispiel.de',
        },
        kunde: { vorname: 'Katrin', nachname: 'Lehmann', telefon: '0171 2345678' },
      },
      'DE',
    );
    expect(lead.name).to.equal('Katrin Lehmann');
    expect(lead.notes).to.contain('2024-06-20T08:00');
    expect(lead.notes).to.contain('Reifenwechsel');
    expect(lead.notes).not.to.contain('Stefan Huber');
    expect(lead.notes).not.to.contain('s.huber@');
  });
  it("keeps a job's type beside its technician's flat name and phone", () => {
    const lead = readInput(
      {
        customer: { name: 'Ana Lima', phone: '+34 612 345 678' },
        job: { type: 'Boiler repair', technician: 'Bob Smith', technician_phone: '+34 699 111 222' },
      },
      'ES',
    );
    expect(lead.notes).to.contain('Boiler repair');
    expect(lead.notes).not.to.contain('Bob Smith');
    expect(lead.notes).not.to.contain('699');
  });
});

describe("Reader: a form's or a page's own text is the business's copy, no answer", () => {
  it("keeps a form's description out and its title in", () => {
    const lead = readInput(
      {
        data: {
          user: { email: 'andrea.salinas@example.mx', fields: { phone: '55 1234 5678', meta: 'Preparar el TOEFL' } },
          form: {
            title: 'Registro TOEFL Intensivo',
            description: 'Completa tus datos y un asesor te contactará en 24 horas.',
          },
        },
      },
      'MX',
    );
    expect(lead.notes).to.contain('Preparar el TOEFL');
    expect(lead.notes).to.contain('Registro TOEFL Intensivo');
    expect(lead.notes).not.to.contain('te contactará');
  });
  it('keeps a flat form_description and a page_subtitle out', () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        message: 'Need a quote for a loft conversion',
        form_description: 'Tell us about your project and we will call you back within one working day.',
        page_subtitle: 'Loft conversions across Greater Manchester since 1998',
      },
      'GB',
    );
    expect(lead.notes).to.contain('loft conversion');
    expect(lead.notes).not.to.contain('within one working day');
    expect(lead.notes).not.to.contain('since 1998');
  });
  it("keeps the person's own description in a form's object (form: {project_description})", () => {
    const lead = readInput(
      {
        form: { name: 'Quote request', project_description: 'Replace the kitchen tiles, about 12 m²' },
        contact: { name: 'Ana Lima', phone: '+44 7700 900123' },
      },
      'GB',
    );
    expect(lead.notes).to.contain('Replace the kitchen tiles');
  });
});

describe("Reader: the page a lead came from is context, a tool's own links its own", () => {
  it("keeps a signup page, and an API's link out", () => {
    const lead = readInput(
      {
        callerphone: '79161234567',
        name: 'Волкова Ирина',
        url: 'https://remont-prime.example/ceny',
        callUrl: 'https://api.calls.example/RestAPI/51934/calls/48213577/download?clientApiId=Xk29fjQ7',
        signup_url: 'https://lingo.example/toefl-intensivo',
      },
      'RU',
    );
    expect(lead.notes).to.contain('https://lingo.example/toefl-intensivo');
    expect(lead.notes).not.to.contain('RestAPI');
  });
  it("keeps a recording's, an avatar's and a cart's recovery links out", () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        phone: '+44 7700 900123',
        url: 'https://files.example/u/avatar_9Zk2Lm.png',
        link: 'https://shop.example/cart.php?action=load&id=7c3e9a2b&token=eyJhbGciOiJIUzI1NiJ9',
      },
      'GB',
    );
    expect(lead.notes).not.to.contain('avatar_9Zk2Lm');
    expect(lead.notes).not.to.contain('eyJhbGciOiJIUzI1NiJ9');
  });
  it("keeps a listing's link, what the person asked about", () => {
    const lead = readInput(
      {
        contact: { name: 'Lucía Ferrer', phone: '612 34 56 78' },
        listing: { reference: 'CA-2291', url: 'https://portal.example/inmueble/104563218/', rent: '850 €' },
      },
      'ES',
    );
    expect(lead.notes).to.contain('https://portal.example/inmueble/104563218/');
  });
});

describe("Session 21's review: what the first changes took too far", () => {
  it("reads a website's mail with a Subject line and no From or To as a form", () => {
    const lead = readInput(
      {
        body: 'Name: Ana Lima\nEmail: ana@example.com\nPhone: +44 7700 900123\nSubject: Kitchen quote\nMessage: Need a new kitchen fitted',
      },
      'GB',
    );
    expect(lead.name).to.equal('Ana Lima');
    expect(lead.notes).to.contain('Message: Need a new kitchen fitted');
  });
  it("keeps a message's lines that start like a mail client's footer but are no footer", () => {
    const lead = readInput(
      {
        text: 'Name: Jonas Weber\nTelefon: 0151 23456789\nNachricht: Hallo, wir brauchen ein neues Dach.\nVon meinem Nachbarn habe ich Ihre Nummer bekommen.\nBitte rufen Sie nach 17 Uhr an.',
      },
      'DE',
    );
    expect(lead.notes).to.contain('Von meinem Nachbarn');
    expect(lead.notes).to.contain('nach 17 Uhr');
  });
  it('keeps a last line that starts like a footer but names no device or mail app', () => {
    const lead = readInput(
      {
        text: 'Name: Mia Stone\nPhone: +1 415 555 0134\nMessage: Leaking roof over the porch\nSent via your Facebook page earlier, no answer yet',
      },
      'US',
    );
    expect(lead.notes).to.contain('Sent via your Facebook page');
  });
  it('keeps questions and counts that name staff (technician, installer, Mitarbeiter, asesor)', () => {
    const lead = readInput(
      {
        name: 'Mia Stone',
        email: 'mia@example.com',
        'Describe the issue for the technician': 'Boiler makes a loud banging noise',
        'Preferred installer': 'Whoever is free first',
        'Anzahl Mitarbeiter': '11-50',
        anzahl_mitarbeiter: '51-200',
        '¿Tiene ya un asesor?': 'Sí, pero no estoy contenta',
      },
      'US',
    );
    for (const answer of ['loud banging noise', 'Whoever is free first', '11-50', '51-200', 'no estoy contenta'])
      expect(lead.notes).to.contain(answer);
  });
  it("takes no CRM user's name for a lead whose contact sits under a key naming the lead", () => {
    const lead = readInput(
      {
        lead: { phone: '(415) 555-0134', email: 'kim@example.com', message: 'Quote for solar' },
        user: { name: 'Mark Sales' },
      },
      'US',
    );
    expect(lead.name).to.equal(null);
  });
  it("keeps a loan's, a stay's and a rental's duration as the person's answers", () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        loan_duration: '36',
        duration_of_stay: '14',
        'Duration of the loan in months': '48',
      },
      'US',
    );
    for (const answer of ['36', '14', '48']) expect(lead.notes).to.contain(answer);
  });
  it('keeps a house number and a head count sent as JSON numbers', () => {
    const lead = readInput(
      { name: 'Ana Lima', email: 'ana@example.com', street_number: 12455, num_employees: 15000 },
      'US',
    );
    expect(lead.notes).to.contain('12455');
    expect(lead.notes).to.contain('15000');
  });
  it("takes no section's heading below an empty Name label for the name", () => {
    const lead = readInput(
      { body: 'Website enquiry\nName:\nYour details\nPhone: +44 7700 900123\nEmail: ana@example.com\nMessage: Hi' },
      'GB',
    );
    expect(lead.name).to.equal(null);
  });
  it("keeps an upload's size in bytes' units out", () => {
    const lead = readInput(
      { name: 'Ana Lima', email: 'ana@example.com', upload: { size: '2.4 MB', type: 'application/pdf' } },
      'US',
    );
    expect(lead.notes).not.to.contain('2.4 MB');
  });
});

describe("Reader: a tool's link to its own record is no page the person was on", () => {
  it("keeps an office suite's record link out (a number, a screen's name, a fragment)", () => {
    const lead = readInput(
      {
        record: { お名前: { value: '高橋 美咲' }, 電話番号: { value: '090-1234-5678' } },
        recordTitle: '高橋 美咲',
        url: 'https://reform-example.cybozu.com/k/27/show#record=1184',
      },
      'JP',
    );
    expect(lead.phone).to.equal('+819012345678');
    expect(lead.notes).not.to.contain('cybozu');
  });
});

describe("Reader: a payment's breakdown as labelled rows: its fee the tool's", () => {
  it('keeps a convenience fee row out and the answers in (amount_details: [{title, value}])', () => {
    const lead = readInput(
      {
        order: {
          customer_details: {
            customer_name: 'राहुल शर्मा',
            customer_phone: '098273 41562',
            customer_fields: [{ title: 'आपका सवाल', value: 'क्या EMI का विकल्प है?' }],
          },
          amount_details: [
            { title: 'Course fee', value: 4999 },
            { title: 'Convenience fee', value: 118 },
            { title: 'सुविधा शुल्क', value: 236 },
          ],
        },
      },
      'IN',
    );
    expect(lead.notes).to.contain('क्या EMI का विकल्प है?');
    expect(lead.notes).not.to.contain('118');
    expect(lead.notes).not.to.contain('236');
  });
  it('keeps a question about a fee answered with a number', () => {
    const lead = readInput(
      { name: 'Ana Lima', email: 'ana@example.com', answers: [{ question: 'What fee can you afford?', answer: 300 }] },
      'US',
    );
    expect(lead.notes).to.contain('300');
  });
});

describe("Session 21's second review (review21b): what the mends took too far", () => {
  it("keeps the person's own description beside their contact in a form's object", () => {
    const lead = readInput(
      { contact_form: { name: 'Ana Lima', email: 'ana@example.pt', description: 'Kitchen remodel, about 20 m2' } },
      'PT',
    );
    expect(lead.notes).to.contain('Kitchen remodel');
    const other = readInput(
      { formulario: { nombre: 'Ana Lima', telefono: '612 345 678', descripcion: 'Reforma de baño completa' } },
      'ES',
    );
    expect(other.notes).to.contain('Reforma de baño');
  });
  it('reads a form with Subject, From and To as its fields when no mail header says otherwise', () => {
    const lead = readInput(
      {
        message:
          'Name: Ana Lima\nPhone: 0412 555 123\nEmail: ana@example.com.au\nSubject: Moving quote\nFrom: Sydney\nTo: Melbourne\nDate: 3 March',
      },
      'AU',
    );
    expect(lead.name).to.equal('Ana Lima');
    expect(lead.notes).to.contain('Melbourne');
  });
  it('still leaves a quoted mail whole (From, Sent, To, Subject with no address)', () => {
    const text =
      'Name: Ana Lima\nPhone: 0412 555 123\nMessage: see below\nFrom: John Smith\nSent: Monday, 3 March 2026 10:00\nTo: Sales\nSubject: Re: quote';
    expect(readInput({ text }, 'AU').notes).to.contain('Sent: Monday');
  });
  it('reads a name written alone on the line below its label', () => {
    const lead = readInput(
      { message: 'Name:\nAna Lima\nPhone: 415 555 0134\nEmail: ana@example.com\nMessage: roof leak' },
      'US',
    );
    expect(lead.name).to.equal('Ana Lima');
  });
  it("keeps a CRM export's staff columns out (Contact Owner, Account Manager, Assigned To)", () => {
    const lead = readInput(
      {
        'First Name': 'Ana',
        'Last Name': 'Lima',
        'Phone Number': '+1 415 555 0134',
        'Contact Owner': 'Bob Seller',
        'Account Manager': 'Jane Doe',
        'Assigned To': 'Carl Rep',
      },
      'US',
    );
    for (const staff of ['Bob Seller', 'Jane Doe', 'Carl Rep']) expect(lead.notes).not.to.contain(staff);
  });
  it('keeps tokens out of a signup link and of a listing link', () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        phone: '+1 415 555 0134',
        signup_confirm_url: 'https://app.example.com/confirm?token=9f8e7d6c5b4a&uid=88123',
        listing: { title: 'Loft on 5th', url: 'https://crm.example.com/listings/4411?access_token=eyJhbGciOi' },
      },
      'US',
    );
    expect(lead.notes).not.to.contain('token=');
  });
  it('keeps house and plot numbers sent as JSON numbers', () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        address: { house_number: 10250, street: 'Main St', city: 'Springfield' },
        plot_number: 10234,
      },
      'US',
    );
    expect(lead.notes).to.contain('10250');
    expect(lead.notes).to.contain('10234');
  });
  it("keeps a booking's chosen length (duration, session_duration) and a bra size", () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        service: 'Deep tissue massage',
        duration: '90',
        session_duration: '60',
        size: '34B',
      },
      'US',
    );
    for (const answer of ['90', '60', '34B']) expect(lead.notes).to.contain(answer);
  });
  it("keeps a last line that starts like a device's footer but says more", () => {
    const lead = readInput(
      {
        text: 'Name: Mia Stone\nPhone: +1 415 555 0134\nMessage: Leaking roof\nSent from my phone, please text rather than call',
      },
      'US',
    );
    expect(lead.notes).to.contain('please text rather than call');
  });
});

describe("Reader: a call's talk time in seconds beside the caller's number is the tool's", () => {
  it('keeps talking_time: 312 out when the caller is read at the top of the record', () => {
    const lead = readInput(
      {
        event: 'call.ended',
        external_number: '(415) 555-0173',
        talking_time: 312,
        contact: { name: 'Rosa Delgado', email: 'r.delgado@example.com' },
        summary: 'Caller asked about financing for rooftop solar',
      },
      'US',
    );
    expect(lead.phone).to.equal('+14155550173');
    expect(lead.notes).to.contain('financing');
    expect(lead.notes).not.to.contain('312');
  });
  it("still reads a preferred call time as the person's answer", () => {
    const lead = readInput({ name: 'Ana Lima', phone: '+1 415 555 0134', call_time: '18:00' }, 'US');
    expect(lead.notes).to.contain('18:00');
  });
});

describe("Session 21's third review (review21c): the second mends, narrowed", () => {
  it("keeps a lender's and a survey's numeric answers whose labels hold a money word", () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        phone: '+1 415 555 0134',
        answers: [
          { label: 'Gross monthly income', value: 6500 },
          { label: 'Tax debt owed', value: 42000 },
          { label: 'Annual revenue', value: 1200000 },
          { label: 'Net area', value: 120 },
        ],
      },
      'US',
    );
    for (const answer of ['6500', '42000', '1200000', '120']) expect(lead.notes).to.contain(answer);
  });
  it('keeps messages addressed to staff (Message to agent, Notes for technician, Nachricht an Berater)', () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        phone: '+1 415 555 0134',
        'Message to agent': 'Please call after 6pm',
        'Notes for technician': 'Dog in the garden, gate code 4411',
        'Nachricht an Berater': 'Bitte nur per WhatsApp',
      },
      'US',
    );
    for (const answer of ['after 6pm', 'gate code 4411', 'per WhatsApp']) expect(lead.notes).to.contain(answer);
  });
  it("keeps a CRM column naming the owner's full name out (Lead Owner Full Name)", () => {
    const lead = readInput(
      { 'Full Name': 'Maria Okafor', 'Phone Number': '+1 415 555 0134', 'Lead Owner Full Name': 'Jake Turner' },
      'US',
    );
    expect(lead.name).to.equal('Maria Okafor');
    expect(lead.notes).not.to.contain('Jake Turner');
  });
  it('takes no heading below an empty Name label, nor a sentence below an empty Phone label', () => {
    for (const heading of ['Project Details', 'WhatsApp Only Please', 'Dados Do Cliente']) {
      const lead = readInput(
        { text: `New enquiry\nName:\n${heading}\nPhone: 0412 345 678\nEmail: tom@example.com.au\nMessage: Hi` },
        'AU',
      );
      expect(lead.name, heading).to.equal(null);
    }
    const lead = readInput(
      { text: 'New enquiry\nName: Tom Hale\nPhone:\nOrder 20240517 placed online\nEmail: tom@example.com.au' },
      'AU',
    );
    expect(lead.notes).not.to.match(/^Phone: Order/m);
  });
  it("reads a text ending in a carrier's stock footer (a comma, seven words)", () => {
    for (const footer of ['Sent from my Verizon, Samsung Galaxy smartphone', 'Sent from my T-Mobile 4G LTE Device']) {
      const lead = readInput(
        {
          message: `Hi, please call me about a kitchen refit\nName: Joan Frost\nPhone: (512) 555-0173\nEmail: joan@example.com\n${footer}`,
        },
        'US',
      );
      expect(lead.name, footer).to.equal('Joan Frost');
      expect(lead.notes, footer).not.to.contain(footer);
    }
  });
  it("keeps a form's own description out when the person's values sit beside the form's object", () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        phone: '+1 415 555 0134',
        form: { id: 'f_8812', title: 'Contact us', description: 'Leave your details and we reply within one day.' },
      },
      'US',
    );
    expect(lead.notes).not.to.contain('within one day');
  });
  it('keeps a token in a link fragment out and a keyword or an author parameter in', () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        phone: '+1 415 555 0134',
        signup_url: 'https://app.example.com/welcome#access_token=eyJhbGciOi',
        landing_page: 'https://roofs.example.com/?utm_term=roof&keyword=roof+repair',
      },
      'US',
    );
    expect(lead.notes).not.to.contain('access_token');
    expect(lead.notes).to.contain('keyword=roof+repair');
  });
});

describe("Session 21's fourth review (review21d): the third mends, narrowed", () => {
  it('reads a five-word name below its label, in Spanish and in Arabic, and a German surname Kunde', () => {
    const spanish = readInput(
      { message: 'Name:\nJosé Luis García Márquez López\nPhone: 612 345 678\nMessage: reforma' },
      'ES',
    );
    expect(spanish.name).to.equal('José Luis García Márquez López');
    const arabic = readInput(
      { message: 'الاسم:\nمحمد بن عبد الله آل سعود\nالجوال: 0501234567\nالرسالة: أريد عرض سعر' },
      'SA',
    );
    expect(arabic.name).to.equal('محمد بن عبد الله آل سعود');
    expect(arabic.notes).to.contain('أريد عرض سعر');
    const german = readInput({ message: 'Name:\nMaria Kunde\nTelefon: 030 1234567\nNachricht: Badsanierung' }, 'DE');
    expect(german.name).to.equal('Maria Kunde');
  });
  it("keeps a last line naming how to reach the person, a device's name in it or not", () => {
    for (const last of ['Sent from my phone pls text not call', 'Enviado desde mi iPhone, llamar al móvil']) {
      const lead = readInput({ text: `Name: Mia Stone\nPhone: +1 415 555 0134\nMessage: roof leak\n${last}` }, 'US');
      expect(lead.notes, last).to.contain(last.slice(-12));
    }
  });
  it("keeps sentences about staff the person's, and staff's names under a staff key theirs", () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        phone: '+1 415 555 0134',
        'Anything the installer should know': 'Dog in the yard, gate code 4411',
        'What the technician should bring': 'A 3m ladder',
        'Asesor para seguimiento': 'Luis Ortega',
        'Berater für Kunde': 'Jens Maier',
      },
      'US',
    );
    expect(lead.notes).to.contain('gate code 4411');
    expect(lead.notes).to.contain('A 3m ladder');
    expect(lead.notes).not.to.contain('Luis Ortega');
    expect(lead.notes).not.to.contain('Jens Maier');
  });
  it("keeps a breakdown's charges out in more languages and shapes", () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        phone: '+1 415 555 0134',
        amount_details: [
          { title: '服务费', value: 11 },
          { title: 'Taxa de conveniência', value: 12 },
          { title: 'Processing fee (3%)', value: 13 },
          { title: 'Service fee amount', value: 14 },
          { title: 'Tax', value: 15 },
          { title: 'Biaya layanan', value: 16 },
        ],
      },
      'US',
    );
    for (const charge of ['11', '12', '13', '14', '15', '16']) expect(lead.notes).not.to.contain(`: ${charge}`);
  });
  it('keeps camelCase secrets in a link out (accessToken, sessionId, authToken)', () => {
    const lead = readInput(
      {
        name: 'Ana Lima',
        phone: '+1 415 555 0134',
        signup_url: 'https://app.example.com/confirm?accessToken=eyJhbGciOi&sessionId=8812',
        page_url: 'https://roofs.example.com/quote?authToken=abc123',
      },
      'US',
    );
    expect(lead.notes).not.to.contain('accessToken');
    expect(lead.notes).not.to.contain('authToken');
  });
  it('keeps a billable duration out', () => {
    const lead = readInput({ name: 'Ana Lima', phone: '+1 415 555 0134', billable_duration: '187' }, 'US');
    expect(lead.notes).not.to.contain('187');
  });
});

describe("Reader: a staff member's name under a key naming them is never the lead's (Sales Rep Name)", () => {
  it("leaves the name empty rather than take the sales rep's", () => {
    const lead = readInput(
      { Mobile: '+1 415 555 0134', Email: 'ana@example.com', 'Sales Rep Name': 'Jake Turner' },
      'US',
    );
    expect(lead.name).to.equal(null);
    expect(lead.email).to.equal('ana@example.com');
  });
  it("keeps a call's representative's name out of the lead (RepresentativeName)", () => {
    const lead = readInput({ caller_number: '+1 650 555 0142', RepresentativeName: 'Dana Staffer' }, 'US');
    expect(lead.name).to.equal(null);
  });
});

describe("Reader: another party's email qualified by its key is no lead's that has a phone of its own", () => {
  it("leaves the email empty rather than take a referrer's or a dealer's", () => {
    const referred = readInput(
      {
        name: 'Ana Lima',
        phone: '+1 415 555 0134',
        referral: { referrer_name: 'Bob Friend', referrer_phone: '+1 415 555 0199', referrer_email: 'bob@example.com' },
      },
      'US',
    );
    expect(referred.phone).to.equal('+14155550134');
    expect(referred.email).to.equal(null);
    const dealt = readInput({ name: 'Ana Lima', phone: '+1 415 555 0134', dealer_email: 'sales@dealer.example' }, 'US');
    expect(dealt.email).to.equal(null);
  });
  it('still takes it when the lead has no contact of its own', () => {
    const lead = readInput({ name: 'Ana Lima', dealer_email: 'sales@dealer.example' }, 'US');
    expect(lead.email).to.equal('sales@dealer.example');
  });
});
