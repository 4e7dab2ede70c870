/** The kinds of points transfer and the platforms, as the points dialogs offer them (defined in lib/api/endpoints). */
export { POINTS_PLATFORMS, POINTS_TYPE, type PointsType } from '@/lib/api/endpoints/chat-points';
