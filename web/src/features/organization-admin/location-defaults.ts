/**
 * The first location of an organization (issue 40): the form opens filled in from the organization's
 * own details (its address, phone, contact e-mail and pharmacy license number), which is where most
 * pharmacies are. Every field stays editable. Later locations start empty. Pure.
 */
export interface OrganizationDetailsForLocation {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  contactEmail: string;
  pharmacyLicenseNumber: string;
}

export function firstLocationDefaults(
  organization: OrganizationDetailsForLocation | undefined,
  locationCount: number,
):
  | (Omit<OrganizationDetailsForLocation, 'contactEmail' | 'pharmacyLicenseNumber'> & {
      email: string;
      pharmacyLicense: string;
    })
  | undefined {
  if (!organization || locationCount > 0 || organization.address.trim() === '') return undefined;
  return {
    name: organization.name,
    address: organization.address,
    city: organization.city,
    state: organization.state,
    zipCode: organization.zipCode,
    phone: organization.phone,
    email: organization.contactEmail,
    pharmacyLicense: organization.pharmacyLicenseNumber,
  };
}
