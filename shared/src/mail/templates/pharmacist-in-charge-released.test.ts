import { describe, expect, it } from 'vitest';
import { mailMessageSchema } from '../../queue-messages';
import { renderMail } from '../templates';

describe('pharmacist-in-charge-released (issue 40)', () => {
  const base = { template: 'pharmacist-in-charge-released', to: 'a@b.c', dedupeKey: 'k' } as const;
  const data = {
    firstName: 'Ana',
    organizationName: 'Farmacia <Sol>',
    locationName: 'Sucursal Centro',
    pharmacistName: 'Marisol Quiñones',
    reason: 'account_deleted',
    link: 'https://lunia.example/organization-admin?tab=locations',
  } as const;

  it('tells the owner who, why and where in English and Spanish, with a subject nobody typed', () => {
    const en = renderMail({ ...base, language: 'en', data });
    const es = renderMail({ ...base, language: 'es', data });
    expect(en.subject).toBe('A location of your pharmacy has no pharmacist in charge');
    expect(en.text).toContain(
      'Marisol Quiñones deleted their Lunia account, so they are no longer the pharmacist in charge of the location Sucursal Centro of Farmacia <Sol>. The location is uncovered.',
    );
    expect(en.text).toContain('Review your locations: https://lunia.example/organization-admin?tab=locations');
    expect(en.html).toContain('Farmacia &lt;Sol&gt;');
    expect(es.subject).toBe('Una sucursal de su farmacia no tiene farmacéutico regente');
    expect(es.text).toContain('Marisol Quiñones eliminó su cuenta de Lunia, así que ya no es el farmacéutico regente');
    expect(es.html).toContain('lang="es"');
  });

  it('names each reason in both languages', () => {
    const said = {
      left: ['is no longer a member of the organization', 'ya no es miembro de la organización'],
      disabled: ['had their Lunia account disabled', 'tiene su cuenta de Lunia desactivada'],
      demoted: ['had their role in the organization lowered', 'tiene ahora un rol menor en la organización'],
    } as const;
    for (const [reason, [en, es]] of Object.entries(said)) {
      const withReason = { ...data, reason: reason as keyof typeof said };
      expect(renderMail({ ...base, language: 'en', data: withReason }).text).toContain(en);
      expect(renderMail({ ...base, language: 'es', data: withReason }).text).toContain(es);
    }
  });

  it('is a queue message only with a known reason', () => {
    expect(mailMessageSchema.safeParse({ ...base, language: 'en', data }).success).toBe(true);
    const unknown = { ...base, language: 'en', data: { ...data, reason: 'fired' } };
    expect(mailMessageSchema.safeParse(unknown).success).toBe(false);
  });
});
