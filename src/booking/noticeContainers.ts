/** The container mounted with the modal code, over the page: it outlives the dialog. */
export const pageToastContainerId = "avisos";

/**
 * The container inside the open dialog. While the dialog is open everything outside it is aria-hidden and
 * outside its focus trap, so an error shown in the page container would be neither announced nor reachable.
 */
export const dialogToastContainerId = "avisos-do-agendamento";
