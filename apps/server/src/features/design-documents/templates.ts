import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { TEMPLATE_FILES, type DocumentSlot } from '@portal/contract';

/**
 * The blank forms a designer downloads, fills in and uploads into the slot (TEMPLATE_FILES; docs/lifecycle.md):
 * real .xlsx workbooks (written with exceljs) and a fillable PDF, made on first demand and kept in memory
 * (they never change). They are the group's forms, written in English like the design guidelines.
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface TemplateFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

interface SheetForm {
  title: string;
  columns: { header: string; width: number }[];
}

const item = { header: 'Item', width: 28 };
const reference = { header: 'Reference', width: 18 };
const description = { header: 'Description', width: 40 };
const quantity = { header: 'Quantity', width: 10 };
const dimensions = { header: 'Dimensions (mm)', width: 18 };
const remarks = { header: 'Remarks', width: 36 };

/** The columns of each workbook form. */
const SHEET_FORMS: Partial<Record<DocumentSlot, SheetForm>> = {
  digitalAtRetailOrderForm: {
    title: 'Digital At Retail Order Form',
    columns: [
      { header: 'Equipment', width: 28 },
      reference,
      description,
      quantity,
      { header: 'Location in showroom', width: 24 },
      { header: 'Requested delivery date', width: 22 },
      remarks,
    ],
  },
  multibrandShoppingList: {
    title: 'Multibrand Shopping List',
    columns: [
      { header: 'Brand', width: 18 },
      item,
      reference,
      description,
      quantity,
      { header: 'Supplier', width: 22 },
      remarks,
    ],
  },
  citeronFurniture: {
    title: 'Citroen Furniture File',
    columns: [
      item,
      reference,
      description,
      quantity,
      { header: 'Finish / colour', width: 18 },
      { header: 'Zone', width: 18 },
      remarks,
    ],
  },
  citeronSeatAndLounge: {
    title: 'Citroen Seats Lounge File',
    columns: [
      item,
      reference,
      description,
      quantity,
      { header: 'Upholstery', width: 18 },
      { header: 'Zone', width: 18 },
      remarks,
    ],
  },
  citeronExteriorSigns: {
    title: 'Citroen Exterior Signs File',
    columns: [
      { header: 'Sign type', width: 24 },
      reference,
      dimensions,
      quantity,
      { header: 'Position on the facade', width: 24 },
      { header: 'Illuminated (yes / no)', width: 20 },
      remarks,
    ],
  },
  citeronGraphicsFile: {
    title: 'Citroen Graphics File',
    columns: [
      { header: 'Graphic', width: 24 },
      reference,
      dimensions,
      quantity,
      { header: 'Support', width: 18 },
      { header: 'Zone', width: 18 },
      remarks,
    ],
  },
  peugeotSignageEquipmentList: {
    title: 'Peugeot Signage Equipment List',
    columns: [
      { header: 'Equipment', width: 28 },
      reference,
      description,
      dimensions,
      quantity,
      { header: 'Position', width: 20 },
      remarks,
    ],
  },
  opelShopingList: {
    title: 'Opel Shopping List',
    columns: [
      item,
      reference,
      description,
      quantity,
      { header: 'Unit price', width: 12 },
      { header: 'Supplier', width: 22 },
      remarks,
    ],
  },
  spoticarExteriorsignsfile: {
    title: 'Spoticar Exterior Signs File',
    columns: [
      { header: 'Sign type', width: 24 },
      reference,
      dimensions,
      quantity,
      { header: 'Position on the site', width: 24 },
      { header: 'Illuminated (yes / no)', width: 20 },
      remarks,
    ],
  },
};

/** The project details every form asks for first. */
const PROJECT_LINES = [
  'Project unique code',
  'Site name',
  'City',
  'Country',
  'Prepared by (name, company)',
  'Date',
];
const FILL_ROWS = 25;

const CREATOR = 'Store Design Portal';
/** A fixed date for the document properties: the same form gives the same content. */
const FORM_DATE = new Date(Date.UTC(2026, 0, 1));

const font = (extra: Partial<ExcelJS.Font> = {}): Partial<ExcelJS.Font> => ({
  name: 'Calibri',
  family: 2,
  size: 11,
  ...extra,
});
const thin: Partial<ExcelJS.Border> = { style: 'thin' };
const BORDERS: Partial<ExcelJS.Borders> = { top: thin, left: thin, bottom: thin, right: thin };
const STYLE = {
  title: { font: font({ bold: true, size: 16, color: { argb: 'FF1F3864' } }) },
  label: { font: font({ bold: true }) },
  header: {
    font: font({ bold: true }),
    fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } },
    border: BORDERS,
    alignment: { wrapText: true, vertical: 'middle' },
  },
  input: { border: BORDERS },
} satisfies Record<string, Partial<ExcelJS.Style>>;

/** Rows of the sheet (1-based): title, note, project details from row 4, then the table. */
const FIRST_PROJECT_ROW = 4;
const HEADER_ROW = FIRST_PROJECT_ROW + PROJECT_LINES.length + 1;

async function workbook(form: SheetForm): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = CREATOR;
  book.lastModifiedBy = CREATOR;
  book.title = form.title;
  book.created = FORM_DATE;
  book.modified = FORM_DATE;
  const sheet = book.addWorksheet(form.title.slice(0, 31));
  sheet.columns = form.columns.map((c) => ({ width: c.width }));
  const width = form.columns.length;
  // A copy per cell: exceljs's cell setters change a cell's style object in place.
  const styled = (cell: ExcelJS.Cell, style: Partial<ExcelJS.Style>, value?: string) => {
    cell.style = structuredClone(style);
    if (value !== undefined) cell.value = value;
  };

  styled(sheet.getCell(1, 1), STYLE.title, form.title);
  sheet.getCell(2, 1).value = 'Fill in this form and upload it in the Design Validation tab of the project.';
  sheet.mergeCells(1, 1, 1, width);
  sheet.mergeCells(2, 1, 2, width);

  PROJECT_LINES.forEach((line, i) => {
    const r = FIRST_PROJECT_ROW + i;
    styled(sheet.getCell(r, 1), STYLE.label, line);
    styled(sheet.getCell(r, 2), STYLE.input);
    styled(sheet.getCell(r, 3), STYLE.input);
    sheet.mergeCells(r, 2, r, 3);
  });

  form.columns.forEach((c, i) => styled(sheet.getCell(HEADER_ROW, i + 1), STYLE.header, c.header));
  for (let r = HEADER_ROW + 1; r <= HEADER_ROW + FILL_ROWS; r++)
    for (let c = 1; c <= width; c++) styled(sheet.getCell(r, c), STYLE.input);

  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The derogation form: a one-page PDF with fields to fill in (a real AcroForm). */
async function derogationForm(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Derogation Form');
  doc.setAuthor('Store Design Portal');
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const form = doc.getForm();
  const navy = rgb(0.12, 0.22, 0.39);
  page.drawText('Derogation Form', { x: 50, y: 780, size: 22, font: bold, color: navy });
  page.drawText('Request for a derogation from the brand’s corporate identity standards.', {
    x: 50,
    y: 756,
    size: 11,
    font,
  });
  let y = 720;
  const field = (name: string, label: string, height = 22) => {
    page.drawText(label, { x: 50, y, size: 10, font: bold });
    y -= height + 6;
    const text = form.createTextField(name);
    if (height > 22) text.enableMultiline();
    text.addToPage(page, { x: 50, y, width: 495, height, font, borderColor: rgb(0.4, 0.4, 0.4) });
    y -= 18;
  };
  field('projectUniqueCode', 'Project unique code');
  field('siteName', 'Site name and city');
  field('brand', 'Brand(s) concerned');
  field('standard', 'Standard or element concerned');
  field('derogation', 'Derogation requested', 80);
  field('justification', 'Justification (local constraints, regulations, evidence)', 100);
  field('requestedBy', 'Requested by (name, company, date)');
  page.drawText('Attach photos or plans as evidence when you upload this form.', {
    x: 50,
    y: Math.max(y, 60),
    size: 9,
    font,
    color: rgb(0.3, 0.3, 0.3),
  });
  return Buffer.from(await doc.save());
}

async function build(slot: DocumentSlot, fileName: string): Promise<TemplateFile> {
  if (fileName.toLowerCase().endsWith('.pdf')) {
    return { fileName, contentType: 'application/pdf', body: await derogationForm() };
  }
  const form = SHEET_FORMS[slot];
  if (!form) throw new Error(`no template form for ${slot}`);
  return { fileName, contentType: XLSX_CONTENT_TYPE, body: await workbook(form) };
}

const cache = new Map<string, Promise<TemplateFile>>();

/** The blank form of that default file name (any case), or null when there is none. */
export function templateFile(fileName: string): Promise<TemplateFile> | null {
  const entry = TEMPLATE_FILES.find((t) => t.fileName.toLowerCase() === fileName.toLowerCase());
  if (!entry) return null;
  let file = cache.get(entry.fileName);
  if (!file) {
    file = build(entry.slot, entry.fileName);
    // A failed build is not kept: the next call tries again.
    file.catch(() => cache.delete(entry.fileName));
    cache.set(entry.fileName, file);
  }
  return file;
}
