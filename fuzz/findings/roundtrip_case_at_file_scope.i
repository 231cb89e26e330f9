case 0:
