// The managed account is the wire shape of api/user/list, defined once in the API contract.
export { managedAccountListSchema, managedAccountSchema, type ManagedAccount } from '@/lib/api/endpoints/accounts';
