import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus } from 'shared-lib/domain';

class OrderLineOptionSchema {
  @ApiProperty({ example: 'size' }) group: string;
  @ApiProperty({ example: 'large' }) option: string;
  @ApiProperty({ example: 'Large (36 cm)' }) name: string;
  @ApiProperty({ example: '4.00' }) priceDelta: string;
}

class OrderLineSchema {
  @ApiProperty({ nullable: true, type: Number }) menuItemId: number | null;
  @ApiProperty({ example: 'Margherita' }) name: string;
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ example: '13.50' }) unitPrice: string;
  @ApiProperty({ example: '27.00' }) lineTotal: string;
  @ApiProperty({ type: [OrderLineOptionSchema] }) customizations: OrderLineOptionSchema[];
}

class OrderHistorySchema {
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class OrderSchema {
  @ApiProperty({ example: 'K7Q2M9XA4T', description: 'Public tracking code' }) code: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ enum: ORDER_TYPES }) orderType: string;
  @ApiProperty({ nullable: true, type: String }) tableNumber: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'Ordered ahead: the time it is for' }) scheduledFor: string | null;
  @ApiProperty({ nullable: true, type: Number, description: "A delivery's travel minutes from its zone (the arrival window)" }) travelMinutes: number | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When the courier left with it' }) dispatchedAt: string | null;
  @ApiProperty({ type: [OrderLineSchema] }) items: OrderLineSchema[];
  @ApiProperty({ example: '27.00' }) subtotal: string;
  @ApiProperty({ example: '2.70' }) serviceFee: string;
  @ApiProperty({ example: '0.00' }) deliveryFee: string;
  @ApiProperty({ example: '29.70' }) total: string;
  @ApiProperty() specialInstructions: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [OrderHistorySchema] }) history: OrderHistorySchema[];
}
