import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 32's class (blind set 36's guide 17 and 18, blind set 35's guide 14): a file the person attached, sent as its
// name beside its link (`現在の外壁の写真: {file_name: "gaiheki_kita.jpeg", url}`, `adjuntos: [{nombre, url}]`). Its name
// tells the agent what the person sent (a photo of the north wall); it is no tool's code for being written in lower
// case with `_` and `.`. The link, signed and the tool's, stays out. Invented bodies; made-up people.

describe('Reader: the name of a file the person attached', () => {
  const body = {
    お名前: '佐藤 由美子',
    電話番号: '090-3821-7745',
    現在の外壁の写真: {
      file_name: 'gaiheki_kita.jpeg',
      url: 'https://files.example.jp/f/9921/gaiheki_kita.jpeg?token=e81fa0',
    },
    solicitud: {
      adjuntos: [{ nombre: 'cocina_lado_ventana.jpg', url: 'https://cdn.example.es/att/8812.jpg?sig=f0c1a9' }],
    },
    plano: 'plano_cocina_v2.pdf',
  };

  it('keeps the names in the brief', () => {
    const { notes } = readInput(body, 'JP');
    for (const name of ['gaiheki_kita.jpeg', 'cocina_lado_ventana.jpg', 'plano_cocina_v2.pdf'])
      expect(notes).to.contain(name);
  });

  it('leaves the signed links out', () => {
    const { notes } = readInput(body, 'JP');
    expect(notes).not.to.contain('token=e81fa0');
    expect(notes).not.to.contain('sig=f0c1a9');
  });

  // Review 42's f02, f03, f07, f09, f14, f16: a tool's or a business's own files.
  it("leaves a tool's recordings and exports and a business's documents out", () => {
    const { notes } = readInput(
      {
        name: 'Eric Foster',
        phone: '602-555-0111',
        call: { recording: 'rec_20250314_153022.mp3', recording_file: 'CA9f8e7d6c5b4a39281716.mp3' },
        export: { file: 'leads_export_2025-03-14.csv' },
        invoice: { file: 'invoice_INV-2025-0412.pdf' },
        contract_file: 'service_agreement_signed.pdf',
        tracking_pixel: 'px.gif',
        note: 'Pool fence install',
      },
      'US',
    );
    expect(notes).to.contain('Pool fence install');
    for (const file of ['rec_2025', 'CA9f8e', 'leads_export', 'invoice_INV', 'service_agreement', 'px.gif'])
      expect(notes).not.to.contain(file);
  });
});

// Session 37's class (blind set 40's guide 10: a form builder's upload question): the files an answer holds, each as
// `{filename, url}`: the names reach the brief, never the storage link (its path holds the form's and the submission's
// ids). Invented body.
describe("Reader: an answer's files as `{filename, url}` read as their names", () => {
  it('writes the file names under the question and leaves the links out', () => {
    const body = {
      questions: [
        { id: 'a1', name: 'Your name', type: 'ShortAnswer', value: 'Ingrid Solberg' },
        { id: 'a2', name: 'Email', type: 'EmailInput', value: 'ingrid.s@example.no' },
        {
          id: 'a3',
          name: 'Photos of the roof',
          type: 'FileUpload',
          value: [
            { filename: 'roof-north.jpg', url: 'https://uploads.example-forms.io/fQ7x/s9Lk2/roof-north.jpg' },
            { fileName: 'roof-south.jpg', url: 'https://uploads.example-forms.io/fQ7x/s9Lk2/roof-south.jpg' },
          ],
        },
      ],
    };
    const { notes } = readInput(body, 'NO');
    expect(notes).to.include('Photos of the roof: roof-north.jpg, roof-south.jpg');
    expect(notes).not.to.include('uploads.example-forms.io');
  });
});
