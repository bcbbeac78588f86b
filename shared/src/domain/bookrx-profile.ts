/**
 * The BookRx profile a pharmacist writes for pharmacies (portal-and-admin §7 "BookRx profile GET and
 * PUT"): a short bio and the regions of Puerto Rico where they prefer shifts. The regions are a fixed
 * list (the web offers them as checkboxes and translates them), so pharmacies can filter on them.
 */
export const PUERTO_RICO_REGIONS = ['metro', 'north', 'south', 'east', 'west', 'central', 'vieques_culebra'] as const;
export type PuertoRicoRegion = (typeof PUERTO_RICO_REGIONS)[number];

export const BOOKRX_BIO_MAX_LENGTH = 2000;
