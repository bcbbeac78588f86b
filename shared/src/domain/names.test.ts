import { describe, expect, it } from 'vitest';
import { editedNameField } from '../api/schemas/common';
import { nameChangeBody } from '../api/schemas/name-changes';
import { createOrganizationBody, updateOrganizationBody } from '../api/schemas/organizations';
import { registerBody, updateProfileBody } from '../api/schemas/users';
import { nameProblem, newNameProblem } from './names';

describe('person names (issue 39)', () => {
  it.each([
    'Lucía',
    'María José',
    "O'Brien",
    'O’Neill',
    'Jean-Luc',
    'J. R.',
    'Nguyễn Văn',
    'Zoë',
    'Ñandú',
    'Øyvind',
    'Μαρία',
    'Юлия',
    '李小龍',
    'محمد',
    'स्वाति',
    'Müller-Lüdenscheidt Jr.',
  ])('accepts %s', (name) => {
    expect(nameProblem('person', name)).toBeUndefined();
  });

  it.each([
    ['Soporte Lunia: verifique su cuenta en https://lunia-soporte.com', 'link'],
    ['Visit www.example', 'link'],
    ['WWW.example', 'link'],
    ['lunia-soporte.com', 'link'],
    ['Ana.Soporte', 'link'],
    ['ana@example', 'link'],
    ['=HYPERLINK("https://x","y")', 'start'],
    ['+1 787', 'start'],
    ['-Ana', 'start'],
    ['@ana', 'start'],
    ['Ana 2', 'characters'],
    ['Ana & Eva', 'characters'],
    ['Rivera, "PR"', 'characters'],
    ['Ana<b>', 'characters'],
    ['Ana\nEva', 'characters'],
    ["'.-", 'characters'],
  ] as const)('refuses %j (%s)', (name, problem) => {
    expect(nameProblem('person', name)).toBe(problem);
  });

  it('leaves a blank name to the required check', () => {
    expect(nameProblem('person', '   ')).toBeUndefined();
  });
});

describe('organization (business) names (issue 39)', () => {
  it.each([
    'Farmacia 24 Horas, Inc.',
    'Farmacia Pérez & Hijos',
    'Botica (Sucursal Norte)',
    "Farmacia O'Neill",
    'Farmacia Nº 3',
    'CVS Pharmacy 1234',
    '7-Eleven',
  ])('accepts %s', (name) => {
    expect(nameProblem('business', name)).toBeUndefined();
  });

  it.each([
    ['=HYPERLINK("https://evil.example","Abrir")', 'start'],
    ['-Farmacia', 'start'],
    ['+Farmacia', 'start'],
    ['@Farmacia', 'start'],
    ['Farmacia https://evil', 'link'],
    ['Farmacia www.evil', 'link'],
    ['Farmacia evil.com', 'link'],
    ['Farmacia soporte@evil', 'link'],
    ['Farmacia / Botica', 'characters'],
    ['Farmacia #1', 'characters'],
    ['Farmacia: abra', 'characters'],
    ['()&,', 'characters'],
  ] as const)('refuses %j (%s)', (name, problem) => {
    expect(nameProblem('business', name)).toBe(problem);
  });
});

describe('every schema that writes a name applies the rule, with field and message', () => {
  const firstIssue = (result: { error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) => {
    const issue = result.error?.issues[0];
    return issue && { path: issue.path.join('.'), message: issue.message };
  };
  const person = { firstName: 'Ana', lastName: 'Ruiz' };

  it('registration', () => {
    const body = { ...person, email: 'ana@example.com', phone: '787', password: 'abcdefg1!' };
    expect(registerBody.safeParse(body).success).toBe(true);
    expect(firstIssue(registerBody.safeParse({ ...body, firstName: 'Ana https://x.example' }))).toEqual({
      path: 'firstName',
      message: 'First name cannot contain a web address or an e-mail address',
    });
    expect(firstIssue(registerBody.safeParse({ ...body, lastName: '=SUM(A1)' }))).toEqual({
      path: 'lastName',
      message: 'Last name cannot start with =, +, - or @',
    });
  });

  it('profile update: a new name is checked, the stored one (older than the rule) may be sent back', () => {
    // The update body leaves the rule to the use case, which knows the stored name.
    expect(updateProfileBody.safeParse({ ...person, lastName: 'Ruiz 2', phone: '787' }).success).toBe(true);
    expect(newNameProblem('person', 'Ruiz 2', 'Ruiz 2')).toBeUndefined();
    expect(newNameProblem('person', ' Ruiz 2 ', 'Ruiz 2')).toBeUndefined();
    expect(newNameProblem('person', 'Ruiz 3', 'Ruiz 2')).toBe('characters');
    // The web's form: the same, as a schema field.
    const lastName = editedNameField('person', 'Last name', 'Ruiz 2');
    expect(lastName.safeParse('Ruiz 2').success).toBe(true);
    expect(firstIssue(lastName.safeParse('Ruiz 3'))).toEqual({
      path: '',
      message: 'Last name may contain only letters, spaces, apostrophes, hyphens and periods',
    });
    expect(editedNameField('business', 'Organization name', '=Old').safeParse('=New').success).toBe(false);
  });

  it('name change request', () => {
    expect(firstIssue(nameChangeBody.safeParse({ ...person, firstName: 'www.ana', reason: 'Married' }))).toEqual({
      path: 'firstName',
      message: 'First name cannot contain a web address or an e-mail address',
    });
  });

  it('organization create and update; the required message stays the spec’s', () => {
    const org = {
      name: 'Farmacia 24 Horas, Inc.',
      pharmacyLicenseNumber: 'F-1',
      address: 'Calle 1',
      city: 'Ponce',
      zipCode: '00716',
      phone: '787',
    };
    expect(createOrganizationBody.safeParse(org).success).toBe(true);
    expect(firstIssue(createOrganizationBody.safeParse({ ...org, name: '=HYPERLINK("x")' }))).toEqual({
      path: 'name',
      message: 'Organization name cannot start with =, +, - or @',
    });
    // An update's new name is checked by the use case (it knows the stored one).
    expect(updateOrganizationBody.safeParse({ name: 'Farmacia #1' }).success).toBe(true);
    expect(firstIssue(createOrganizationBody.safeParse({ ...org, name: 'Farmacia #1' }))).toEqual({
      path: 'name',
      message: "Organization name may contain only letters, digits, spaces and . , ' - & ( )",
    });
    expect(firstIssue(updateOrganizationBody.safeParse({ name: ' ' }))?.message).toBe(
      'Organization name is required. Please provide a valid name.',
    );
  });

  it('names the rule in the issue format the web translates', () => {
    const issue = registerBody.safeParse({ ...person, firstName: 'Ana 2', email: 'a@b.co', phone: '1', password: 'x' })
      .error?.issues[0];
    expect(issue).toMatchObject({ code: 'invalid_format', format: 'person-name:characters' });
  });
});
