import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

describe('mail templates', () => {
  it('renders the beta confirmation in English and Spanish', () => {
    const base = { template: 'beta-confirmation', to: 'a@b.c', dedupeKey: 'k' } as const;
    const en = renderMail({ ...base, language: 'en', data: { product: 'core' } });
    const es = renderMail({ ...base, language: 'es', data: { product: 'core' } });
    expect(en.subject).toBe('Your Lunia Core beta application');
    expect(en.text).toContain('2-3 business days');
    expect(es.subject).toBe('Su solicitud para la beta de Lunia Core');
    expect(es.text).toContain('2 a 3 días laborables');
    expect(es.html).toContain('lang="es"');
  });

  it('speaks of a waitlist for Vault', () => {
    const mail = renderMail({
      template: 'beta-confirmation',
      to: 'a@b.c',
      dedupeKey: 'k',
      language: 'en',
      data: { product: 'vault' },
    });
    expect(mail.subject).toBe("You're on the Lunia Vault waitlist");
  });

  it('carries nothing the applicant typed: fixed text apart from the product', () => {
    for (const language of ['en', 'es'] as const) {
      const mail = renderMail({
        template: 'beta-confirmation',
        to: 'a@b.c',
        dedupeKey: 'k',
        language,
        data: { product: 'core' },
      });
      expect(mail.text.startsWith(language === 'en' ? 'Hello,' : 'Hola:')).toBe(true);
    }
  });

  it('tells an organization owner of the approval in English and Spanish, escaping the name', () => {
    const base = { template: 'organization-approved', to: 'a@b.c', dedupeKey: 'k' } as const;
    const data = { firstName: 'Ana', organizationName: 'Farmacia <Sol>' };
    const en = renderMail({ ...base, language: 'en', data });
    const es = renderMail({ ...base, language: 'es', data });
    expect(en.subject).toBe('Your organization is approved on Lunia');
    expect(en.text).toContain('has been verified and approved');
    expect(es.subject).toBe('Su organización fue aprobada en Lunia');
    expect(es.text).toContain('fue verificada y aprobada');
    expect(es.html).toContain('lang="es"');
    expect(en.html).toContain('Farmacia &lt;Sol&gt;');
  });

  it('invites to an organization in English and Spanish with the link, the role and an escaped note', () => {
    const base = { template: 'organization-invitation', to: 'a@b.c', dedupeKey: 'k' } as const;
    const data = {
      inviterName: 'Ana Rivera',
      organizationName: 'Farmacia <Sol>',
      role: 'manager',
      message: 'Bienvenida <b>al</b> equipo',
      link: 'https://lunia.example/dashboard#invitation=i1&token=abc',
      expiresAt: '2026-11-30T15:00:00.000Z',
    } as const;
    const en = renderMail({ ...base, language: 'en', data });
    const es = renderMail({ ...base, language: 'es', data });
    expect(en.subject).toBe('You have been invited to an organization on Lunia');
    expect(en.text).toContain('as Manager');
    expect(en.text).toContain('View the invitation: https://lunia.example/dashboard#invitation=i1&token=abc');
    expect(en.text).toContain('until November 30, 2026');
    expect(en.html).toContain('href="https://lunia.example/dashboard#invitation=i1&amp;token=abc"');
    expect(en.html).toContain('Bienvenida &lt;b&gt;al&lt;/b&gt; equipo');
    expect(es.subject).toBe('Le invitaron a una organización en Lunia');
    expect(es.text).toContain('como Gerente');
    expect(es.text).toContain('hasta el 30 de noviembre de 2026');
    expect(es.html).toContain('lang="es"');
  });

  it('leaves the note out when the inviter wrote none, and refuses a non-web link', () => {
    const base = { template: 'organization-invitation', to: 'a@b.c', dedupeKey: 'k', language: 'en' } as const;
    const data = {
      inviterName: 'Ana',
      organizationName: 'Sol',
      role: 'member',
      message: '  ',
      link: 'https://lunia.example/dashboard',
      expiresAt: '2026-11-30T15:00:00.000Z',
    } as const;
    expect(renderMail({ ...base, data }).text).not.toContain('Their note');
    expect(() => renderMail({ ...base, data: { ...data, link: 'javascript:alert(1)' } })).toThrow();
  });

  it('reminds of missing and denied documents in English and Spanish, escaping names and reasons', () => {
    const base = { template: 'document-reminder', to: 'a@b.c', dedupeKey: 'k' } as const;
    const data = {
      firstName: '<b>Ana</b>',
      link: 'https://lunia.example/document-upload',
      documents: [
        { type: 'driver_license', state: 'missing' },
        { type: 'pharmacist_license', state: 'denied', reason: 'Blurry <scan>' },
      ],
    } as const;
    const en = renderMail({ ...base, language: 'en', data: { ...data, documents: [...data.documents] } });
    const es = renderMail({ ...base, language: 'es', data: { ...data, documents: [...data.documents] } });
    expect(en.subject).toContain('your Lunia verification is waiting for your documents');
    expect(en.text).toContain(
      "- Pharmacist License: denied (reason: Blurry <scan>)\n- Driver's License: not uploaded yet",
    );
    expect(en.text).toContain('Upload your documents: https://lunia.example/document-upload');
    expect(en.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(en.html).toContain('Blurry &lt;scan&gt;');
    expect(en.html).not.toContain('<b>Ana');
    expect(es.subject).toContain('su verificación en Lunia espera por sus documentos');
    expect(es.text).toContain('Licencia de conducir: pendiente de subir');
    expect(es.text).toContain('Licencia de farmacéutico: se denegó (motivo: Blurry <scan>)');
    expect(es.html).toContain('lang="es"');
  });

  it('reminds of an expiry date 60/30/7 days ahead and on the day, in English and Spanish', () => {
    const base = { template: 'document-expiry', to: 'a@b.c', dedupeKey: 'k' } as const;
    const data = {
      firstName: 'Ana',
      type: 'pharmacist_license',
      expiresOn: '2026-12-23',
      daysLeft: 30,
      link: 'https://lunia.example/document-upload',
    } as const;
    const en = renderMail({ ...base, language: 'en', data });
    expect(en.subject).toBe('Your Pharmacist License expires in 30 days, on December 23, 2026');
    expect(en.text).toContain('Upload the renewed document: https://lunia.example/document-upload');
    expect(en.html).toContain('href="https://lunia.example/document-upload"');
    const es = renderMail({ ...base, language: 'es', data: { ...data, daysLeft: 7 } });
    expect(es.subject).toBe('Su Licencia de farmacéutico vence en 7 días, el 23 de diciembre de 2026');
    expect(es.text).toContain('Subir el documento renovado: https://lunia.example/document-upload');
    expect(es.html).toContain('lang="es"');
    const today = renderMail({ ...base, language: 'en', data: { ...data, daysLeft: 0 } });
    expect(today.subject).toBe('Your Pharmacist License expires today, December 23, 2026');
    const hoy = renderMail({ ...base, language: 'es', data: { ...data, daysLeft: 0 } });
    expect(hoy.subject).toBe('Su Licencia de farmacéutico vence hoy, 23 de diciembre de 2026');
  });

  it("names the organization in its owners' and admins' expiry reminder, escaped", () => {
    const data = {
      firstName: 'Luis',
      type: 'pharmacy_license',
      expiresOn: '2027-01-05',
      daysLeft: 60,
      organizationName: 'Farmacia <Sol>',
      link: 'https://lunia.example/organization-admin',
    } as const;
    const base = { template: 'document-expiry', to: 'a@b.c', dedupeKey: 'k', data } as const;
    const en = renderMail({ ...base, language: 'en' });
    expect(en.subject).toBe("Your organization's Pharmacy License expires in 60 days, on January 5, 2027");
    expect(en.text).toContain("the organization's verification");
    expect(en.html).toContain('Farmacia &lt;Sol&gt;');
    expect(en.html).not.toContain('<Sol>');
    const es = renderMail({ ...base, language: 'es' });
    expect(es.subject).toBe('Licencia de farmacia de su organización vence en 60 días, el 5 de enero de 2027');
    expect(es.text).toContain('la verificación de la organización');
  });

  it('refuses a link that is not http(s) in the expiry reminder', () => {
    expect(() =>
      renderMail({
        template: 'document-expiry',
        to: 'a@b.c',
        dedupeKey: 'k',
        language: 'en',
        data: { firstName: 'A', type: 'college_license', expiresOn: '2027-01-05', daysLeft: 7, link: 'javascript:x' },
      }),
    ).toThrow();
  });
  it('tells of an approved document in English and Spanish, naming an organization when it is one', () => {
    const base = { template: 'document-approved', to: 'a@b.c', dedupeKey: 'k' } as const;
    const data = {
      firstName: 'Ana',
      type: 'pharmacist_license',
      link: 'https://lunia.example/document-upload',
    } as const;
    const en = renderMail({ ...base, language: 'en', data });
    expect(en.subject).toBe('Your Pharmacist License was approved on Lunia');
    expect(en.text).toContain('See your documents: https://lunia.example/document-upload');
    const es = renderMail({ ...base, language: 'es', data: { ...data, type: 'state_registry' } });
    expect(es.subject).toBe('Su documento Registro estatal fue aprobado en Lunia');
    expect(es.html).toContain('lang="es"');
    const org = renderMail({
      ...base,
      language: 'en',
      data: { ...data, type: 'pharmacy_license', organizationName: 'Farmacia <Sol>' },
    });
    expect(org.subject).toBe("Your organization's Pharmacy License was approved on Lunia");
    expect(org.html).toContain('Farmacia &lt;Sol&gt;');
  });

  it('tells of a denied document with the reason and the next step, escaped, in English and Spanish', () => {
    const base = { template: 'document-denied', to: 'a@b.c', dedupeKey: 'k' } as const;
    const data = {
      firstName: 'Ana',
      type: 'driver_license',
      reason: 'The photo is <blurry>',
      link: 'https://lunia.example/document-upload',
    } as const;
    const en = renderMail({ ...base, language: 'en', data });
    expect(en.subject).toBe("Your Driver's License was not approved");
    expect(en.text).toContain('Reason: The photo is <blurry>');
    expect(en.text).toContain('Next step: upload a corrected file');
    expect(en.text).toContain('Replace the file: https://lunia.example/document-upload');
    expect(en.html).toContain('The photo is &lt;blurry&gt;');
    const es = renderMail({ ...base, language: 'es', data });
    expect(es.subject).toBe('Su documento Licencia de conducir no fue aprobado');
    expect(es.text).toContain('Motivo: The photo is <blurry>');
    expect(es.text).toContain('Reemplazar el archivo: https://lunia.example/document-upload');
    expect(() => renderMail({ ...base, language: 'en', data: { ...data, link: 'javascript:x' } })).toThrow();
  });

  it('tells the inviter who joined, and a member of a new role or a removal, in English and Spanish', () => {
    const joined = { firstName: 'Luis', memberName: 'Ana\nRivera', organizationName: 'Sol', role: 'manager' } as const;
    const en = renderMail({ template: 'invite-accepted', language: 'en', data: joined });
    expect(en.subject).toBe('A new member joined your organization on Lunia');
    expect(en.text).toContain('“Ana Rivera” accepted your invitation and joined “Sol” as Manager');
    const es = renderMail({ template: 'invite-accepted', language: 'es', data: joined });
    expect(es.text).toContain('«Ana Rivera» aceptó su invitación y se unió a «Sol» como Gerente');
    const role = { firstName: 'Ana', organizationName: 'Sol', fromRole: 'member', toRole: 'admin' } as const;
    expect(renderMail({ template: 'member-role-changed', language: 'en', data: role }).text).toContain(
      'changed from Member to Administrator',
    );
    expect(renderMail({ template: 'member-role-changed', language: 'es', data: role }).text).toContain(
      'cambió de Miembro a Administrador',
    );
    const removed = { firstName: 'Ana', organizationName: 'Sol' };
    expect(renderMail({ template: 'member-removed', language: 'en', data: removed }).subject).toBe(
      'You were removed from an organization on Lunia',
    );
    expect(renderMail({ template: 'member-removed', language: 'es', data: removed }).subject).toBe(
      'Ya no es miembro de una organización en Lunia',
    );
  });

  it('alerts an admin of a submission, or sends the daily digest with the waiting counts', () => {
    const link = 'https://lunia.example/admin/documents';
    const submitted = { firstName: 'Adrián', submitterName: 'Farmacia Sol', context: 'organization', link } as const;
    const en = renderMail({ template: 'review-submitted', language: 'en', data: submitted });
    expect(en.subject).toBe('Organization documents to review on Lunia');
    expect(en.text).toContain('Open the review queue: https://lunia.example/admin/documents');
    const es = renderMail({
      template: 'review-submitted',
      language: 'es',
      data: { ...submitted, context: 'individual', submitterName: 'Ana Rivera' },
    });
    expect(es.subject).toBe('Documentos por revisar en Lunia');
    expect(es.text).toContain('Ana Rivera envió sus documentos a revisión');
    const digest = { firstName: 'Adrián', individual: 1, organization: 2, link } as const;
    const daily = renderMail({ template: 'review-digest', language: 'en', data: digest });
    expect(daily.subject).toBe('3 documents wait for review on Lunia');
    expect(daily.text).toContain('1 individual document and 2 organization documents');
    const diario = renderMail({ template: 'review-digest', language: 'es', data: { ...digest, organization: 0 } });
    expect(diario.subject).toBe('1 documento espera revisión en Lunia');
    expect(diario.text).toContain('1 documento individual y 0 documentos de organización');
  });
});
