/** The kinds of points transfer and the target wallets, as the points dialogs offer them (defined in lib/api/endpoints). */
export { POINTS_TYPE, POINTS_WALLETS, type PointsType } from '@/lib/api/endpoints/chat-points';
