/** What the operator has set that changes how bookings read: V2 splits the lists, the fee is announced. */
export type BookingSettings = { activitiesV2Enabled: boolean; lateCancellationFee: number | null };
