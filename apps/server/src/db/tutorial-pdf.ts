import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const SECTIONS: [heading: string, body: string][] = [
  [
    '1. Register your site',
    'Sign in, choose Create New Project and confirm the design rules. Pick an existing retail location or enter the data of a new one, with the brands, contract types and sales volumes.',
  ],
  [
    '2. Wait for the site approval',
    'The validation team checks the request. You receive an e-mail when the project is created, and it then appears in your project list.',
  ],
  [
    '3. Upload the design files',
    'Open the project, fill in the project data and upload the mandatory plans: photos report, situation plan, mass, facade and interior plans, client path and ceiling plans.',
  ],
  [
    '4. Submit for validation',
    'Submit the design. The completeness check and the content validation take about two weeks. Refused designs can be corrected and submitted again.',
  ],
  [
    '5. Install the corporate identity',
    'After approval, suppliers upload offers, orders and invoices, and you confirm the installation with photos. An auditor records the compliance audit.',
  ],
];

/** A short, real PDF tutorial for the demo library. */
export async function tutorialPdf(title: string, brand: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Store Design Portal');
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  page.drawText(title, { x: 50, y, size: 20, font: bold, color: rgb(0.1, 0.15, 0.35) });
  y -= 28;
  page.drawText(`Brand: ${brand}`, { x: 50, y, size: 12, font });
  y -= 36;
  for (const [heading, body] of SECTIONS) {
    page.drawText(heading, { x: 50, y, size: 13, font: bold });
    y -= 20;
    for (const line of wrap(body, 85)) {
      page.drawText(line, { x: 50, y, size: 11, font });
      y -= 15;
    }
    y -= 14;
  }
  return doc.save();
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}
