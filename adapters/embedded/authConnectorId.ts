/** The AUTH connector's id (email and social login, SPEC §6), the same in every namespace that has one. */
export const authConnectorId = 'ID_AUTH'
