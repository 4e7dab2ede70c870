/** A contact as api/friend/list answers it, as the contact screens draw it (parsed in lib/api/endpoints). */
export { friendSchema, type Friend } from '@/lib/api/endpoints/chat';
