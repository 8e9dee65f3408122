/**
 * How the doctor's registrations are written wherever the site shows them (hero, footer, profile, links page,
 * share image): "CRM-MA 12345" and "RQE 6789". Resolução CFM 2.336/2023 (arts. 4 and 6) asks for the CRM with its
 * state; the state is the practice's (site-settings.json), so a doctor registered elsewhere changes one field.
 */
import type { SiteSettings } from "./contentTypes";

/** The CRM with its state, e.g. "CRM-MA 12345". */
export function crmText({ crm, state }: Pick<SiteSettings, "crm" | "state">): string {
  return `CRM-${state.trim().toUpperCase()} ${crm}`;
}

/** The specialist registration, e.g. "RQE 6789". */
export function rqeText({ rqe }: Pick<SiteSettings, "rqe">): string {
  return `RQE ${rqe}`;
}

/**
 * The practice's own registration and its technical director, as the footer writes them when the settings have
 * them (Resolução CFM 2.336/2023 asks a clinic to show both): none, one or two lines.
 */
export function practiceRegistrationLines({
  clinicRegistration,
  technicalDirector,
  state,
}: Pick<SiteSettings, "clinicRegistration" | "technicalDirector" | "state">): string[] {
  const registration = clinicRegistration?.trim();
  const director = technicalDirector?.trim();
  return [
    registration
      ? `Consultório registrado no CRM-${state.trim().toUpperCase()} sob o nº ${registration}`
      : null,
    director ? `Direção técnica: ${director}` : null,
  ].filter((line): line is string => line !== null);
}
