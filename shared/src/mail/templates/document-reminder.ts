import { DOCUMENT_TYPE_NAMES, type DocumentType, REQUIRED_DOCUMENT_TYPES } from '../../domain/constants';
import { escapeHtml, type MailTemplate } from '../layout';

/** A document the reminder asks for: not uploaded yet, or denied (with the reviewer's reason). */
export interface ReminderDocument {
  type: DocumentType;
  state: 'missing' | 'denied';
  reason?: string;
}

export interface DocumentReminderData {
  firstName: string;
  documents: ReminderDocument[];
  /** The site's document-upload page. */
  link: string;
}

/**
 * Document type names as e-mails write them: in English the names server messages use
 * (constants.ts `DOCUMENT_TYPE_NAMES`), in Spanish the names the portal shows
 * (web/src/locales/es/documents.json `types`), in sentence case.
 */
export const DOCUMENT_NAMES: Record<'en' | 'es', Record<DocumentType, string>> = {
  en: DOCUMENT_TYPE_NAMES,
  es: {
    pharmacist_license: 'Licencia de farmacéutico',
    college_license: 'Certificado del Colegio de Farmacéuticos',
    pharmacy_certification: 'Certificación de farmacia',
    driver_license: 'Licencia de conducir',
    pharmacy_license: 'Licencia de farmacia',
    biological_license: 'Licencia de productos biológicos',
    state_registry: 'Registro estatal',
    business_license: 'Licencia comercial',
    technician_license: 'Licencia de técnico de farmacia',
    health_professional_registration: 'Registro de profesionales de la salud',
    controlled_substance_registration: 'Registro de sustancias controladas',
    dea_registration: 'Registro de la DEA',
    cpr_bls: 'Certificado de RCP/BLS',
    immunization_certificate: 'Certificado de administración de vacunas',
    ley300_certificate: 'Certificado de Ley 300',
    ce_certificate: 'Certificado de educación continua',
  },
};

const TEXT = {
  en: {
    /** No name in a subject (nothing typed in a subject, issue 39). */
    subject: 'Reminder: your Lunia verification is waiting for your documents',
    greeting: (firstName: string) => `Hi ${firstName},`,
    intro: 'To finish verifying your account and get access to BookRx, we still need the following documents from you:',
    nothing: 'Please sign in and check your documents: your verification is not complete yet.',
    missing: 'not uploaded yet',
    denied: 'denied',
    reason: 'reason',
    action: 'Upload your documents',
    after: 'We review documents within 1-2 business days. If you have already sent them, you can ignore this e-mail.',
    signature: 'The Lunia team',
  },
  es: {
    subject: 'Recordatorio: su verificación en Lunia espera por sus documentos',
    greeting: (firstName: string) => `Hola ${firstName}:`,
    intro:
      'Para completar la verificación de su cuenta y obtener acceso a BookRx, todavía necesitamos los siguientes documentos:',
    nothing: 'Inicie sesión y revise sus documentos: su verificación todavía no está completa.',
    // Neutral for any document's gender (la licencia, el certificado).
    missing: 'pendiente de subir',
    denied: 'se denegó',
    reason: 'motivo',
    action: 'Subir sus documentos',
    after: 'Revisamos los documentos en 1 a 2 días laborables. Si ya los envió, puede ignorar este correo.',
    signature: 'El equipo de Lunia',
  },
} as const;

/** The individual documents in the order the upload page shows them, then any others. */
const ORDER: readonly string[] = REQUIRED_DOCUMENT_TYPES.individual;
const rank = (type: string) => (ORDER.includes(type) ? ORDER.indexOf(type) : ORDER.length);
const ordered = (documents: ReminderDocument[]) => [...documents].sort((a, b) => rank(a.type) - rank(b.type));

function render(language: 'en' | 'es', data: DocumentReminderData) {
  if (!/^https?:\/\//.test(data.link)) throw new Error('Mail links must be http(s) URLs');
  const t = TEXT[language];
  const line = (doc: ReminderDocument) => {
    const name = DOCUMENT_NAMES[language][doc.type];
    if (doc.state === 'missing') return `${name}: ${t.missing}`;
    return doc.reason ? `${name}: ${t.denied} (${t.reason}: ${doc.reason})` : `${name}: ${t.denied}`;
  };
  const lines = ordered(data.documents).map(line);
  const intro = lines.length > 0 ? t.intro : t.nothing;
  const text = [
    t.greeting(data.firstName),
    intro,
    ...(lines.length > 0 ? [lines.map((l) => `- ${l}`).join('\n')] : []),
    `${t.action}: ${data.link}`,
    t.after,
  ].join('\n\n');
  const list = lines.length > 0 ? `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '';
  const body = `<p>${escapeHtml(
    t.greeting(data.firstName),
  )}</p><p>${escapeHtml(intro)}</p>${list}<p><a href="${escapeHtml(
    data.link,
  )}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(
    t.action,
  )}</a></p><p>${escapeHtml(t.after)}</p><p>${escapeHtml(t.signature)}</p>`;
  return { subject: t.subject, text: `${text}\n\n${t.signature}\n`, body };
}

/** An admin reminds an unverified user of the documents still missing or denied (spec §2, §7 reminders). */
export const documentReminder: MailTemplate<DocumentReminderData> = {
  en: (data) => render('en', data),
  es: (data) => render('es', data),
};
