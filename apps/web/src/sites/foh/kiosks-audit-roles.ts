import type { StaffRole } from '@/features/staff/api/staff-types';

/** The roles that see the kiosks and the audit (the API refuses the others anyway). */
export const managerRoles: StaffRole[] = ['venue_manager', 'operator_admin'];

export const isManager = (role: StaffRole) => managerRoles.includes(role);
