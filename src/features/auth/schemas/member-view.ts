// api/member/view's answer is defined once in the API contract.
export { memberViewSchema, type MemberView } from '@/lib/api/endpoints/auth';
